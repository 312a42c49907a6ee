import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField } from '#web/api/form-rules.ts';

/** The newsletter block's check. Issue messages are translation keys under `validation.`. */
export const subscribeResolver = zodResolver(z.object({ email: emailField }));
