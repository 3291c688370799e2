// The page for a link that names no game: only its words and the language switcher.
import { startI18n } from "./common.js";

startI18n();
