import { bool, int, object, optional, type Infer } from './validate';

/** GET msg/check-send-status (spec §7: response is_send): asked only of a message acknowledged late (spec §9). */
export const sendStatusSchema = object({ is_send: bool, seq: optional(int) });
export type SendStatus = Infer<typeof sendStatusSchema>;
