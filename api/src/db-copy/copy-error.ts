/** A copy that was refused or failed, with a message meant for the operator who ran it. */
export class CopyError extends Error {}
