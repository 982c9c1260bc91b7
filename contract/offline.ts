/**
 * The header a command queued offline carries: the id of the member who made it. The server refuses the command
 * (409 QUEUED_FOR_ANOTHER_MEMBER) under anyone else's session, so a shared phone never applies one member's
 * queued sets to another's account. A file of its own, free of imports: the service worker reads it too.
 */
export const QUEUED_FOR_HEADER = 'x-queued-for';
