import { chatSlice } from '../chat/chatSlice';
export const probe = chatSlice;
