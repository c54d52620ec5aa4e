// The starter designs of the templates gallery (issue 14). Each design is a complete grid document in
// designs/<id>.json, exactly as parseGridData returns it (catalog.test.ts checks that, and that sanitising
// changes nothing), so the gallery and 'Use this template' can hand it to the editor as it is.
//
// No design uses images, video or embeds: thumbnails render offline and never fall out of sync. Colours,
// typography, spans, nested boxes and box links make the look; links point at example.com placeholders.

import type { GridData, TemplateCategory } from '@bento/core';
import event from './designs/event.json';
import linkInBio from './designs/link-in-bio.json';
import newsletterSignup from './designs/newsletter-signup.json';
import personalBlog from './designs/personal-blog.json';
import photoGallery from './designs/photo-gallery.json';
import podcast from './designs/podcast.json';
import portfolio from './designs/portfolio.json';
import productLaunch from './designs/product-launch.json';
import restaurantMenu from './designs/restaurant-menu.json';
import resume from './designs/resume.json';
import saasLanding from './designs/saas-landing.json';
import wedding from './designs/wedding.json';

// The categories are shared with the API's community templates (one list, in @bento/core).
export { TEMPLATE_CATEGORIES, type TemplateCategory } from '@bento/core';

export interface TemplateEntry {
  /** URL-safe and unique: /templates/<id>. */
  id: string;
  title: string;
  category: TemplateCategory;
  description: string;
  /** Lower-case search words beyond the title and category. */
  tags: string[];
  document: GridData;
}

/**
 * A JSON import types its enums as plain strings ('left' rather than TextAlign); the files hold complete,
 * schema-valid documents (catalog.test.ts), so the document type is asserted here once.
 */
function gridData(json: unknown): GridData {
  return json as GridData;
}

export const TEMPLATES: readonly TemplateEntry[] = [
  {
    id: 'link-in-bio',
    title: 'Link in bio',
    category: 'Personal',
    description:
      'A phone-first page of links for creators: a profile header, four link buttons, a newsletter call-out and social tiles.',
    tags: ['links', 'creator', 'social', 'instagram', 'tiktok', 'profile', 'mobile'],
    document: gridData(linkInBio),
  },
  {
    id: 'portfolio',
    title: 'Designer portfolio',
    category: 'Portfolio',
    description:
      'A dark portfolio with a big introduction, four case-study tiles, services, a client quote and a contact banner.',
    tags: ['designer', 'case study', 'freelance', 'projects', 'dark', 'work'],
    document: gridData(portfolio),
  },
  {
    id: 'photo-gallery',
    title: 'Photo gallery',
    category: 'Portfolio',
    description:
      'A layout to fill: twelve coloured tiles of mixed sizes, each with a caption, ready for your photos — drop an image on a tile or set its background image.',
    tags: ['photography', 'photos', 'images', 'captions', 'grid', 'series', 'prints'],
    document: gridData(photoGallery),
  },
  {
    id: 'product-launch',
    title: 'Product launch',
    category: 'Business',
    description:
      'Launch a product with a hero, pre-order price, feature cards, a press quote, colour options, specs and a live-stream date.',
    tags: ['launch', 'pre-order', 'features', 'hardware', 'gadget', 'landing'],
    document: gridData(productLaunch),
  },
  {
    id: 'event',
    title: 'Conference',
    category: 'Events',
    description:
      'A two-day conference page: headline, tickets, venue, speaker cards, the schedule of both days, workshops and partners.',
    tags: ['conference', 'summit', 'meetup', 'speakers', 'schedule', 'tickets'],
    document: gridData(event),
  },
  {
    id: 'resume',
    title: 'Résumé',
    category: 'Personal',
    description:
      'A clean one-page CV: name and contact, profile, experience, skills, languages, education and a download button.',
    tags: ['cv', 'resume', 'job', 'career', 'experience', 'skills'],
    document: gridData(resume),
  },
  {
    id: 'restaurant-menu',
    title: 'Restaurant menu',
    category: 'Food',
    description:
      'A warm restaurant page with the menu in courses and prices, opening hours, table booking, a tasting menu and the address.',
    tags: ['restaurant', 'menu', 'cafe', 'food', 'booking', 'opening hours'],
    document: gridData(restaurantMenu),
  },
  {
    id: 'newsletter-signup',
    title: 'Newsletter sign-up',
    category: 'Business',
    description:
      'Grow a newsletter: a clear promise, a subscribe button, what readers get, a sample issue, testimonials and popular issues.',
    tags: ['newsletter', 'email', 'subscribe', 'sign-up', 'writer', 'landing'],
    document: gridData(newsletterSignup),
  },
  {
    id: 'podcast',
    title: 'Podcast',
    category: 'Media',
    description:
      'A podcast home: the show, the latest episode, listen-on buttons, recent episodes, hosts, a sponsor and a guest pitch.',
    tags: ['podcast', 'audio', 'episodes', 'show', 'hosts', 'dark'],
    document: gridData(podcast),
  },
  {
    id: 'wedding',
    title: 'Wedding',
    category: 'Events',
    description:
      'An elegant wedding page: the date and venue, the day in three moments, RSVP, travel, where to stay and guest notes.',
    tags: ['wedding', 'rsvp', 'invitation', 'party', 'celebration', 'save the date'],
    document: gridData(wedding),
  },
  {
    id: 'saas-landing',
    title: 'SaaS landing page',
    category: 'Business',
    description:
      'A software landing page with a hero and sign-up button, customer logos, four features, three pricing plans and a FAQ.',
    tags: ['saas', 'startup', 'pricing', 'features', 'software', 'landing'],
    document: gridData(saasLanding),
  },
  {
    id: 'personal-blog',
    title: 'Personal blog',
    category: 'Personal',
    description:
      'A blog front page: a masthead, a featured post, four recent posts, an about box, topics and an email sign-up.',
    tags: ['blog', 'writing', 'posts', 'articles', 'journal', 'garden'],
    document: gridData(personalBlog),
  },
];
