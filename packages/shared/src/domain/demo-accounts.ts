/**
 * The local stack's demo sign-ins. The seed creates these users and the login page's quick-login buttons
 * (shown only on dev hosts) use them. They exist only where the seed ran: never in production.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    username: 'admin',
    email: 'admin@scout.local',
    password: 'scout-admin-demo',
    name: 'Alex Morgan',
  },
  coach: {
    username: 'coach',
    email: 'coach@eaglesfootball.example',
    password: 'scout-coach-demo',
    name: 'Jordan Miller',
  },
  rivalCoach: {
    username: 'rivalcoach',
    email: 'coach@ridgeviewfootball.example',
    password: 'scout-rival-demo',
    name: 'Sam Rivera',
  },
} as const;
