/**
 * Shown to the asker when an answer job gives up, whatever the internal reason (the logs keep
 * it): one text for the chat and the legal search.
 */
export const ANSWER_FAILED = 'La réponse n’a pas pu être produite. Veuillez réessayer plus tard.';
