"""placeholder"""
TEXTS: dict = {}
