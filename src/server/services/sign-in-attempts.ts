// The sign-in lock of decision 015: attempts reserved before the password is checked, settled after. The
// middleware in front of better-auth counts through this service, never through storage; each step is one SQL
// statement, so the service hands on storage's functions as they are.
export {
  deleteSignInAttemptsBefore,
  reserveSignInAttempt,
  type SignInLockRule,
  settleSignInAttempt,
} from '../storage/sign-in-attempts'
