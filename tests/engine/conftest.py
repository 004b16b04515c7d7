import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("quick", max_examples=10, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("CASSINO_HYPOTHESIS_PROFILE", "default"))
