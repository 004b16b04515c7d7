// The page's catalogues, one file per language: I18N.en, I18N.pt (the same keys).
import en from "./en.js";
import pt from "./pt.js";

export const I18N = { en, pt };
export const LANGS = Object.keys(I18N);
