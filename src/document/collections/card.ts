/** A « Liste »'s card (list.ts): its narrowest width, the room between cards, its height, its picture's. */
export const CARD = { minWidth: 280, gap: 24, height: 400, picture: 160, padding: 16 } as const;
