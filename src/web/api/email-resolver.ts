import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField } from './form-rules.ts';

/** The check of a form of one e-mail address (useEmailForm). Issue messages are keys under `validation.`. */
export const emailResolver = zodResolver(z.object({ email: emailField }));
