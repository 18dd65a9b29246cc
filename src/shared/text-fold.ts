/**
 * Text compared without its accents and case, the same in the browser and on the server: a
 * filter typed « preavis » finds « Préavis » in the page shown and in the API's answer alike
 * (server/db/like.ts folds the database's side to match).
 */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
