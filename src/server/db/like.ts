/** A LIKE/ILIKE pattern for "contains `text`": `%`, `_` and `\` typed by the user are matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
