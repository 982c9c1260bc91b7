// Importing this module registers every event type with its schema.
import './membership.events';
import './catalog.events';
import './news.events';
import './videos.events';
import './notifications.events';
import './packages.events';
import './booking.events';
import './plans.events';
import './groups.events';
import './waitlist.events';
