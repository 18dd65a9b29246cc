/**
 * Everything the chat store tells the user, translated by the page (the French of SPEC-COVERAGE §5, §8
 * is in locales/fr.json under chat.errors.* and chat.toast.*), so the store bundles no messages.
 */
export interface ChatTexts {
  /** 'Le message ne peut pas être vide' */
  empty: string;
  /** 'Message trop long' */
  tooLong: string;
  /** 'ID de conversation invalide' */
  invalidDiscussion: string;
  /** 'Le titre ne peut pas être vide' */
  emptyTitle: string;
  /** 'Conversation introuvable' */
  discussionNotFound: string;
  /** 'Nombre maximum de tentatives atteint' */
  maxRetries: string;
  /** "Trop d'opérations en cours. Veuillez patienter." */
  tooManyOperations: string;
  /** 'Problème de connexion. Vérifiez votre réseau.' */
  network: string;
  /** 'Le message est trop volumineux.' */
  tooLarge: string;
  /** 'Trop de messages envoyés. Attendez un moment.' */
  rateLimited: string;
  /** "Erreur d'envoi" */
  sendErrorTitle: string;
  /** 'Une erreur est survenue. Veuillez réessayer.' */
  pushFailed: string;
  /** 'Conversation renommée' */
  renamed: string;
  /** 'Conversation supprimée' */
  deleted: string;
  /** Title of the other failure toasts. */
  errorTitle: string;
  /** Title of the toast when the PDF export fails. */
  exportFailed: string;
  /** The ten messages rotating while an answer is awaited (SPEC-COVERAGE §2). */
  waiting: readonly string[];
}
