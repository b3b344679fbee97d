import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
