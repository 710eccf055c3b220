/**
 * The account mail anyone can have sent by typing an address: the username reminder and the
 * notice that someone tried to sign up with an address that has an account. Both are throttled
 * per address (mail/throttle.ts), so asking again and again floods nobody's mailbox.
 */
import { SITE_NAME } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { sendThrottled } from '../mail/throttle.js';
import { findUsernameByEmail } from '../users/repository.js';

/** Mails the username of the account with this address, if there is one. */
export async function mailUsername(db: Queryable, mailer: Mailer, email: string): Promise<void> {
  const account = await findUsernameByEmail(db, email);
  if (!account) return;
  await sendThrottled(db, mailer, 'username-reminder', account.email, async () => ({
    to: account.email,
    userId: account.id,
    subject: `Your ${SITE_NAME} username`,
    text:
      `Hello,\n\nThe username for this email address is: ${account.username}\n\n` +
      `If you did not ask for this, you can ignore this message.\n\n${SITE_NAME}`,
  }));
}

/** Tells an address's owner that someone tried to open a second account with it. */
export async function mailSignupAttempt(db: Queryable, mailer: Mailer, email: string): Promise<void> {
  const owner = await findUsernameByEmail(db, email);
  await sendThrottled(db, mailer, 'signup-attempt', email, async () => ({
    to: email,
    userId: owner?.id,
    subject: `Someone tried to sign up to ${SITE_NAME} with your address`,
    text:
      `Hello,\n\nSomeone tried to create a new ${SITE_NAME} account with this email address, ` +
      `which already has an account.\n\n` +
      `If it was you: log in with your username, or use Forgot Username on the login page to have it mailed to you. ` +
      `If it was not you, you can ignore this message; nothing was changed.\n\n${SITE_NAME}`,
  }));
}
