/**
 * The API's paths, operations and schemas as TypeScript types, generated from the OpenAPI
 * document by openapi-typescript; for openapi-fetch's createClient<paths>().
 * Do not edit: run `npm run openapi:types -w @flo/api` after changing a route.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alive: the process answers (liveness probe) */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready for traffic: database readable and writable, writer thread, disk space */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/specialists/city/{citySlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active specialists in a city, one page (?page=, ?pageSize= up to 100, default 100; unknown city: empty list) */
        get: operations["listCitySpecialists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/specialists/unified/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One specialist with profile details */
        get: operations["getSpecialist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/specialists/{city}/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Specialist count and average rating for a city and service */
        get: operations["getCityServiceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{slug}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Directory-wide figures for one service */
        get: operations["getServiceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/specialist/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Star breakdown and the newest published reviews of a specialist, whatever their rating, 5 a page; query page */
        get: operations["listChatReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Flo is on, globally and per page type */
        get: operations["getChatSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/specialist-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to one specialist; it is mailed to them and shown on their dashboard */
        post: operations["sendSpecialistMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiries/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The firms an enquiry for this job would go to, with ratings and response figures (sends nothing) */
        post: operations["previewEnquiryMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a chat or simple-form enquiry (idempotent with Idempotency-Key) */
        post: operations["submitEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flo/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report steps of a Flo conversation (sendBeacon: text/plain or application/json) */
        post: operations["sendFunnelBeacon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin login; answers a bearer token, or a challenge for the two-factor code */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the admin token */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business login; answers a bearer token, or a challenge for the two-factor code */
        post: operations["businessLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in business */
        get: operations["getBusinessMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the business token */
        post: operations["businessLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/setup-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time password-setup link (valid 3 days) if the address belongs to a business; the same 202 either way */
        post: operations["requestBusinessSetupLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/setup-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the password with the one-time token from the e-mailed link */
        post: operations["setBusinessPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time sign-in link (valid 15 minutes) if the address has a login */
        post: operations["requestAdminSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time sign-in link (valid 15 minutes) if the address has a login */
        post: operations["requestBusinessSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin login with the token of a mailed sign-in link */
        post: operations["adminLoginWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/login/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business login with the token of a mailed sign-in link */
        post: operations["businessLoginWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account’s open sessions, last used first */
        get: operations["listAdminSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in account, this one included */
        post: operations["signOutAdminEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account’s open sessions, last used first */
        get: operations["listBusinessSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sessions/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in account, this one included */
        post: operations["signOutBusinessEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in with the authenticator app’s code or a recovery code */
        post: operations["adminLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in with the authenticator app’s code or a recovery code */
        post: operations["businessLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on for the signed-in account (never its secret) */
        get: operations["getAdminTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator secret and otpauth:// URI; on only once a code confirms it */
        post: operations["startAdminTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/two-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the new secret on with a code from it; answers recovery codes, shown once */
        post: operations["confirmAdminTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on for the signed-in account (never its secret) */
        get: operations["getBusinessTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/two-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator secret and otpauth:// URI; on only once a code confirms it */
        post: operations["startBusinessTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/two-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the new secret on with a code from it; answers recovery codes, shown once */
        post: operations["confirmBusinessTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off with a current code or a recovery code */
        post: operations["disableBusinessTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan tier and its paid features, response figures of the last 90 days, leads per week (12 weeks) and the website snippet */
        get: operations["getBusinessOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads matched to the signed-in business's specialist with its status on each, newest first; query status, page, pageSize (1 to 50, default 20) */
        get: operations["listBusinessLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/enquiries/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of its leads with its replies, quotes and whether a review link was sent */
        get: operations["getBusinessLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its status on a lead (new, contacted, quoted, won, lost) */
        patch: operations["updateBusinessLeadStatus"];
        trace?: never;
    };
    "/api/business/enquiries/{reference}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a reply to the customer (409 no_customer_email without an address; 429 past 10 replies and quotes a day); a new lead becomes contacted */
        post: operations["replyToLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/enquiries/{reference}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a quote the customer accepts from an e-mailed link (409 no_customer_email without an address; 429 past 10 replies and quotes a day); the lead becomes quoted */
        post: operations["sendLeadQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its listing as the public profile shows it, with the services it may offer */
        get: operations["getBusinessProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change description, services, contact e-mail, UK phone, website or areas covered */
        patch: operations["updateBusinessProfile"];
        trace?: never;
    };
    "/api/business/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages visitors sent this business, newest first, with how many are unread */
        get: operations["listBusinessMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of its messages read (404 for a message to another business) */
        post: operations["readBusinessMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews of its specialist in every status, newest first; query page, pageSize */
        get: operations["listBusinessReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the public reply to one of its reviews (Standard and Featured; else 403 plan_required) */
        put: operations["replyToReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/review-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the customer of one of its leads a one-time verified review link (Standard and Featured; 409 when already sent) */
        post: operations["requestReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listing’s logo and portfolio photos, in the profile’s order */
        get: operations["getBusinessPhotos"];
        put?: never;
        /** Add a portfolio photo (JPEG, PNG, WebP or AVIF up to 10 MiB; 12 at most) */
        post: operations["uploadBusinessPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/photos/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the photos in a new order (every photo id, once each) */
        put: operations["orderBusinessPhotos"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo and its files */
        delete: operations["deleteBusinessPhoto"];
        options?: never;
        head?: never;
        /** Set what a photo shows (its caption and alt text) */
        patch: operations["captionBusinessPhoto"];
        trace?: never;
    };
    "/api/business/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload or replace the logo (JPEG, PNG, WebP or AVIF up to 10 MiB) */
        put: operations["uploadBusinessLogo"];
        post?: never;
        /** Remove the logo and its files */
        delete: operations["deleteBusinessLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checks Flo recorded on its listing, and where to send evidence for more */
        get: operations["getBusinessChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text specialist search; query q, city, postcode, service, minRating, sort (relevance|rating|reviews|name), page, pageSize (max 50) */
        get: operations["searchSpecialists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities grouped by region with active specialist counts */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One city: figures, services with counts and a generated introduction */
        get: operations["getCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Understand a typed place (query q: UK postcode or outward code, city, town, village, county or "Town, County"; optional service) and answer the nearest cities with specialists within 50 miles and up to 3 specialists; a name of several places lists choices, a place with nobody within 50 miles the distant nearest cities, and unknown places answer match null with the closest names as suggestions */
        get: operations["resolveLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured-tier specialists as cards, 12 a page; query page */
        get: operations["listFeaturedSpecialists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest published reviews with their specialist; query limit (1 to 20, default 6) */
        get: operations["listRecentReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home page totals: specialists, reviews, cities, average rating */
        get: operations["getSiteStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/specialists/unified/{slug}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published reviews of a specialist, newest first whatever the rating, with the star breakdown; 10 a page, query page */
        get: operations["listSpecialistReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review-invites/{specialistId}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a review link is usable (404 for an unknown token) */
        get: operations["getReviewInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a review: published and verified with a valid link token, else moderated */
        post: operations["submitReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the operators */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The address a visitor probably meant when its domain looks like a misspelt common provider (joe@gmial.com: joe@gmail.com), else null */
        post: operations["suggestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a job; stored and matched as an enquiry (idempotent with Idempotency-Key) */
        post: operations["postJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote, only with the token of its link (query token); 404 otherwise */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a quote once with the token of its link; 409 when no longer pending */
        post: operations["acceptQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flooring guides, newest first, without bodies */
        get: operations["listGuides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One flooring guide as structured blocks */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap index: its sub-sitemaps (pages, cities, specialists-N) by name */
        get: operations["getSitemapIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sub-sitemap: at most 10,000 public page paths with their last change */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{slug}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities where active specialists offer a service, most first, with their average rating; query limit (1 to 100, default 12) */
        get: operations["listServiceCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{specialistId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An active listing by specialist id, with whether a business has claimed it */
        get: operations["getListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to claim a listing; operators check the proof (409 when already claimed) */
        post: operations["claimListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for an invoiced paid tier for the listing of an approved claim */
        post: operations["requestSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/subscription-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for an invoiced paid tier for your own listing */
        post: operations["requestBusinessSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How paid plans are paid here: by card through Stripe, or invoiced by e-mail */
        get: operations["getPaymentMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listing’s plan, its status in words and the payment mode */
        get: operations["getBusinessBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe Checkout page for a plan */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/billing/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from Checkout: the plan as Stripe has it now */
        post: operations["syncCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe customer portal session */
        post: operations["openBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upgrade or downgrade the live plan; Stripe prorates the difference */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook: a signed event about a checkout, subscription or invoice */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop campaign mail to the address of a personal unsubscribe link */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/your-enquiry/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor’s enquiry with the firms it went to, their replies and quotes; only with the token of its private link (query token), 404 otherwise */
        get: operations["getYourEnquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/your-enquiry/{reference}/quotes/{quoteId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept one of the enquiry’s quotes with the token of its private link; 409 when no longer pending or the enquiry is closed */
        post: operations["acceptYourEnquiryQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/your-enquiry/{reference}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the enquiry with the token of its private link: the firms see it closed and can no longer reply or quote */
        post: operations["closeYourEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews in a moderation status (pending by default), searched and filtered, with totals */
        get: operations["listAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/bulk-decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the chosen reviews, or reject them with one reason, in one transaction */
        post: operations["decideReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a review, or reject it with a reason */
        post: operations["decideReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listing claims in a status (pending by default), oldest first */
        get: operations["listAdminClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a claim (business login + setup-link mail) or reject it with a reason */
        post: operations["decideClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator mail settings: effective values and the environment defaults */
        get: operations["getOperatorSettings"];
        /** Set (or clear, with null) the operators’ address and the mail sender */
        put: operations["updateOperatorSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open counts and oldest items of everything operators must act on */
        get: operations["getAdminQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a contact message dealt with */
        post: operations["markContactMessageHandled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a subscription request invoiced, active (the listing goes on its plan) or cancelled */
        post: operations["setSubscriptionRequestStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many reviews, claims, listing edits, messages and failed mails wait */
        get: operations["getAdminQueueCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flo’s settings as admins edit them, allowed embed origins included */
        get: operations["getAdminChatSettings"];
        /** Save Flo’s switches, allowed origins, contact address, accent colour and greetings */
        put: operations["updateAdminChatSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every city with its areas and active specialists */
        get: operations["listAdminCities"];
        put?: never;
        /** Add a city */
        post: operations["createCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a city or change its region and postcode areas */
        patch: operations["updateCity"];
        trace?: never;
    };
    "/api/admin/location-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Intro and SEO texts written for city and city + service pages */
        get: operations["listLocationPages"];
        /** Write the intro and SEO text of a city page or a city + service page */
        put: operations["saveLocationPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a written page text (the page goes back to generated text) */
        delete: operations["deleteLocationPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Specialists, enquiries and open queues at a glance */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enquiries, lead outcomes, response times, claims and plans over a period */
        get: operations["getAdminFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/figures/response-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Specialists by median first response over a period, slowest first */
        get: operations["listAdminResponseTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flo’s funnel per flow over a period: steps, drop-off, split-test arms, per day */
        get: operations["getAdminFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend, reinstate or change the plan of the chosen listings, in one transaction */
        post: operations["changeAdminSpecialists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search every listing by text, city, status and tier, by name or when added */
        get: operations["listAdminSpecialists"];
        put?: never;
        /** Add an active listing */
        post: operations["createSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything about one listing: profile, services, reviews, leads, business login */
        get: operations["getAdminSpecialist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a listing, suspend it with a reason, or change its tier */
        patch: operations["updateSpecialist"];
        trace?: never;
    };
    "/api/admin/specialists/{id}/setup-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the listing’s business a fresh password link */
        post: operations["sendSpecialistSetupLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing’s logo and portfolio photos */
        get: operations["getSpecialistPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a listing’s photo or logo and its files */
        delete: operations["removeSpecialistPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/{id}/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every check recorded on a listing, removed ones too, with who recorded it */
        get: operations["listSpecialistChecks"];
        put?: never;
        /** Record insurance, company registration or a trade body membership an operator saw */
        post: operations["recordSpecialistCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialists/{id}/checks/{checkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a check off the profile (kept on record with who removed it) */
        delete: operations["removeSpecialistCheck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the chosen enquiries one status, in one transaction */
        post: operations["setAdminEnquiriesStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enquiries filtered by status, city, service and dates, newest first or sorted by received time or status */
        get: operations["listAdminEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered enquiries as a CSV file (formula-safe) */
        get: operations["exportAdminEnquiriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One enquiry with its recipients and mails */
        get: operations["getAdminEnquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an enquiry’s status */
        patch: operations["updateAdminEnquiryStatus"];
        trace?: never;
    };
    "/api/admin/enquiries/{reference}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Route an enquiry by hand to up to 3 active specialists */
        put: operations["reassignEnquiry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Email campaigns, newest first */
        get: operations["listCampaigns"];
        put?: never;
        /** A new draft campaign: subject, plain-text body and audience */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft as a recipient reads it, and how many addresses its audience reaches */
        post: operations["previewCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign with its delivery counts */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a draft (409 once sent) */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/api/admin/email-campaigns/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft through the outbox, one mail per address (409 when sent already) */
        post: operations["sendCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each address a campaign went to, with its delivery status */
        get: operations["listCampaignRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialist-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages visitors sent to specialists, newest first */
        get: operations["listSpecialistMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/specialist-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message to a specialist; marks it read */
        get: operations["getSpecialistMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox mail in a status (failed by default), newest first or oldest, with attempts and last error */
        get: operations["listOutboxMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed mail again: back to the queue with its attempts reset */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send failed mails again, in one transaction, with each one’s outcome */
        post: operations["resendMails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, past due first or by renewal, with monthly recurring revenue in total and by tier */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew an invoiced plan for another month */
        post: operations["renewInvoicedPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an invoiced plan now */
        post: operations["endInvoicedPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login-throttles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sources of failed sign-ins from the last day, waiting ones first */
        get: operations["listLoginThrottles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login-throttles/{id}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget the failed sign-ins of one source, ending its wait */
        post: operations["clearLoginThrottle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded changes, newest first, by entity, actor, action and days */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Businesses’ listing edits, unreviewed (with their count) or reviewed */
        get: operations["listRecentChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-changes/{id}/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a business’s listing edit as looked at and fine */
        post: operations["markRecentChangeReviewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-changes/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a business’s listing edit back, recorded as the admin’s change */
        post: operations["revertRecentChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: {
        /** @description Error: { error: { code, message, fields? } } (docs/product/errors.md) */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        /** @description service_unavailable: the database cannot take the request now (disk full, busy, read-only); nothing was stored */
        Unavailable: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        checks: {
                            serving?: {
                                ok: boolean;
                                detail?: string;
                            };
                            databaseRead?: {
                                ok: boolean;
                                detail?: string;
                            };
                            databaseWrite?: {
                                ok: boolean;
                                detail?: string;
                            };
                            writerThread?: {
                                ok: boolean;
                                detail?: string;
                            };
                            diskSpace?: {
                                ok: boolean;
                                detail?: string;
                            };
                        };
                    };
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        checks: {
                            serving?: {
                                ok: boolean;
                                detail?: string;
                            };
                            databaseRead?: {
                                ok: boolean;
                                detail?: string;
                            };
                            databaseWrite?: {
                                ok: boolean;
                                detail?: string;
                            };
                            writerThread?: {
                                ok: boolean;
                                detail?: string;
                            };
                            diskSpace?: {
                                ok: boolean;
                                detail?: string;
                            };
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listCitySpecialists: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path: {
                citySlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        city: string;
                        servicesOffered: string[];
                        averageRating: string | null;
                        reviewCount: number;
                        /** @constant */
                        featured?: true;
                    }[];
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSpecialist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        city: string;
                        servicesOffered: string[];
                        averageRating: string | null;
                        reviewCount: number;
                        /** @constant */
                        featured?: true;
                        citySlug: string;
                        region: string;
                        description: string;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceSlugs: string[];
                        postcodeAreas: string[];
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        claimed: boolean;
                        areas: string[];
                        coverage: {
                            base: {
                                name: string;
                                latitude: number;
                                longitude: number;
                            };
                            radiusMiles: number | null;
                            towns: {
                                name: string;
                                latitude: number;
                                longitude: number;
                                miles: number;
                                named: boolean;
                            }[];
                            nearbyCities: {
                                name: string;
                                latitude: number;
                                longitude: number;
                                slug: string;
                            }[];
                        } | null;
                        checks: {
                            id: number;
                            /** @enum {string} */
                            kind: "insurance" | "company" | "trade_body";
                            detail: string;
                            seenOn: string;
                            expiresOn: string | null;
                        }[];
                        responseFigures: {
                            leads: number;
                            answered: number;
                            responseRate: number;
                            medianFirstResponseMinutes: number | null;
                        } | null;
                        logo: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        } | null;
                        photos: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getCityServiceStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                city: string;
                service: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalSpecialists: number;
                        averageRating: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getServiceStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalSpecialists: number;
                        totalReviews: number;
                        averageRating: string | null;
                        totalCities: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listChatReviews: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            reviewText: string;
                            createdAt: string;
                        }[];
                        totalCount: number;
                        hasReviews: boolean;
                        averageRating: string | null;
                        stars: {
                            1: number;
                            2: number;
                            3: number;
                            4: number;
                            5: number;
                        };
                        page: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        pageSettings: {
                            [key: string]: {
                                enabled: boolean;
                            };
                        };
                        /** Format: email */
                        contactEmail: string;
                        accentColour: string;
                        greeting: string | null;
                        greetingB: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendSpecialistMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    specialistId: number;
                    senderName: string;
                    /** Format: email */
                    senderEmail: string;
                    senderPhone?: string;
                    subject: string;
                    message: string;
                    pageUrl: string;
                    /** @constant */
                    pageType: "specialist_profile";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    previewEnquiryMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    flooringType: string;
                    location: string;
                    postcode?: string;
                    /** @enum {string} */
                    selectedServiceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood" | "other";
                    pageContext: {
                        path: string;
                        /** @enum {string} */
                        pageType: "home" | "services" | "specialists" | "specialist_profile";
                        /** @enum {string} */
                        chatbotSource: "homepage_chatbot" | "service_page_chatbot" | "location_page_chatbot" | "location_service_page_chatbot" | "specialist_page_chatbot" | "general_page_chatbot" | "unknown_chatbot";
                        serviceSlug?: string;
                        serviceName?: string;
                        citySlug?: string;
                        cityName?: string;
                        specialistSlug?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        specialists: {
                            id: number;
                            name: string;
                            slug: string;
                            city: string;
                            servicesOffered: string[];
                            averageRating: string | null;
                            reviewCount: number;
                            /** @constant */
                            featured?: true;
                            responseFigures: {
                                leads: number;
                                answered: number;
                                responseRate: number;
                                medianFirstResponseMinutes: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    submitEnquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key gets the first answer instead of a second enquiry */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    flooringType: string;
                    location: string;
                    customerName: string;
                    customerEmail: "" | string;
                    customerPhone: string;
                    budgetRange: string;
                    urgency: string;
                    projectDetails: string;
                    /** @enum {string} */
                    chatbotSource: "homepage_chatbot" | "service_page_chatbot" | "location_page_chatbot" | "location_service_page_chatbot" | "specialist_page_chatbot" | "general_page_chatbot" | "unknown_chatbot";
                    pageContext: {
                        path: string;
                        /** @enum {string} */
                        pageType: "home" | "services" | "specialists" | "specialist_profile";
                        /** @enum {string} */
                        chatbotSource: "homepage_chatbot" | "service_page_chatbot" | "location_page_chatbot" | "location_service_page_chatbot" | "specialist_page_chatbot" | "general_page_chatbot" | "unknown_chatbot";
                        serviceSlug?: string;
                        serviceName?: string;
                        citySlug?: string;
                        cityName?: string;
                        specialistSlug?: string;
                    };
                    /** @enum {string} */
                    selectedServiceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood" | "other";
                    selectedServiceName?: string;
                    intent?: string;
                    /** @enum {string} */
                    consultationPreference?: "consultation" | "talk-further";
                    postcode?: string;
                    specialistId?: number;
                    specialistIds?: number[];
                } | {
                    customerMessage: string;
                    /** @default General Enquiry */
                    serviceType?: string;
                    /** @default  */
                    location?: string;
                    /** @default null */
                    specialistId?: number | null;
                    /** @constant */
                    source: "stable_chat_input";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description true when this is the first answer replayed for a retried Idempotency-Key (same status and body); absent otherwise */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "received" | "matched";
                        matchedSpecialists: number;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendFunnelBeacon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversation: string;
                    /** @enum {string} */
                    flow: "general" | "enhanced" | "specialist" | "location_direct_connect" | "location_service_selection" | "location_general";
                    /** @enum {string} */
                    pageType: "home" | "services" | "specialists" | "specialist_profile";
                    /** @enum {string} */
                    arm: "a" | "b";
                    /** @enum {string} */
                    surface: "site" | "embed";
                    steps: string[];
                };
            };
        };
        responses: {
            /** @description Success, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            email: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Wrong credentials (the error body), or `two_factor_required` with `twoFactor.challenge`, which goes with the code to the same path + `/two-factor` (ADR 032) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success?: false;
                        twoFactor: {
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: {
                            id: number;
                            email: string;
                            name: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    businessLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        token: string;
                        business: {
                            id: number;
                            email: string;
                            name: string;
                            specialistId: number;
                            specialistSlug: string;
                        };
                    } | {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success: false;
                    };
                };
            };
            /** @description Wrong credentials (the error body), or `two_factor_required` with `twoFactor.challenge`, which goes with the code to the same path + `/two-factor` (ADR 032) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success?: false;
                        twoFactor: {
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            id: number;
                            email: string;
                            name: string;
                            specialistId: number;
                            specialistSlug: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    businessLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestBusinessSetupLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    setBusinessPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    } | {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success: false;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestAdminSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestBusinessSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminLoginWithLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            email: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Wrong credentials (the error body), or `two_factor_required` with `twoFactor.challenge`, which goes with the code to the same path + `/two-factor` (ADR 032) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success?: false;
                        twoFactor: {
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    businessLoginWithLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        token: string;
                        business: {
                            id: number;
                            email: string;
                            name: string;
                            specialistId: number;
                            specialistSlug: string;
                        };
                    } | {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success: false;
                    };
                };
            };
            /** @description Wrong credentials (the error body), or `two_factor_required` with `twoFactor.challenge`, which goes with the code to the same path + `/two-factor` (ADR 032) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success?: false;
                        twoFactor: {
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: number;
                            browser: string | null;
                            /** Format: date-time */
                            signedInAt: string;
                            /** Format: date-time */
                            lastUsedAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    signOutAdminEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listBusinessSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: number;
                            browser: string | null;
                            /** Format: date-time */
                            signedInAt: string;
                            /** Format: date-time */
                            lastUsedAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    signOutBusinessEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            email: string;
                            name: string;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    businessLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        token: string;
                        business: {
                            id: number;
                            email: string;
                            name: string;
                            specialistId: number;
                            specialistSlug: string;
                        };
                    } | {
                        error: {
                            code: string;
                            message: string;
                            fields?: {
                                [key: string]: string[];
                            };
                        };
                        /** @constant */
                        success: false;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        canDisable: boolean;
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    startAdminTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    confirmAdminTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        canDisable: boolean;
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    startBusinessTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    confirmBusinessTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    disableBusinessTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        features: {
                            reviewReplies: boolean;
                            reviewInvites: boolean;
                        };
                        figures: {
                            leads: number;
                            answered: number;
                            responseRate: number;
                            medianFirstResponseMinutes: number | null;
                            published: boolean;
                        };
                        leadsPerWeek: {
                            weekStart: string;
                            leads: number;
                        }[];
                        widgetSnippet: string;
                        leadEmail: string;
                        unreadMessages: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listBusinessLeads: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                status?: "new" | "contacted" | "quoted" | "won" | "lost";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enquiries: {
                            reference: string;
                            createdAt: string;
                            customerName: string;
                            customerEmail: string;
                            customerPhone: string;
                            service: string;
                            location: string;
                            nearestCity: string | null;
                            nearestCityMiles: number | null;
                            postcode: string | null;
                            budgetRange: string;
                            urgency: string;
                            request: ("consultation" | "call_back" | "quotes") | null;
                            projectDetails: string;
                            message: string | null;
                            /** @enum {string} */
                            status: "new" | "contacted" | "quoted" | "won" | "lost";
                            firstResponseAt: string | null;
                            closedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        customerName: string;
                        customerEmail: string;
                        customerPhone: string;
                        service: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        request: ("consultation" | "call_back" | "quotes") | null;
                        projectDetails: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "quoted" | "won" | "lost";
                        firstResponseAt: string | null;
                        closedAt: string | null;
                        statusUpdatedAt: string | null;
                        replies: {
                            id: number;
                            message: string;
                            createdAt: string;
                        }[];
                        quotes: {
                            id: string;
                            amountPence: number;
                            amount: string;
                            description: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "expired";
                            validUntil: string;
                            acceptedAt: string | null;
                            createdAt: string;
                        }[];
                        reviewRequested: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateBusinessLeadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "new" | "contacted" | "quoted" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        customerName: string;
                        customerEmail: string;
                        customerPhone: string;
                        service: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        request: ("consultation" | "call_back" | "quotes") | null;
                        projectDetails: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "quoted" | "won" | "lost";
                        firstResponseAt: string | null;
                        closedAt: string | null;
                        statusUpdatedAt: string | null;
                        replies: {
                            id: number;
                            message: string;
                            createdAt: string;
                        }[];
                        quotes: {
                            id: string;
                            amountPence: number;
                            amount: string;
                            description: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "expired";
                            validUntil: string;
                            acceptedAt: string | null;
                            createdAt: string;
                        }[];
                        reviewRequested: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    replyToLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        customerName: string;
                        customerEmail: string;
                        customerPhone: string;
                        service: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        request: ("consultation" | "call_back" | "quotes") | null;
                        projectDetails: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "quoted" | "won" | "lost";
                        firstResponseAt: string | null;
                        closedAt: string | null;
                        statusUpdatedAt: string | null;
                        replies: {
                            id: number;
                            message: string;
                            createdAt: string;
                        }[];
                        quotes: {
                            id: string;
                            amountPence: number;
                            amount: string;
                            description: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "expired";
                            validUntil: string;
                            acceptedAt: string | null;
                            createdAt: string;
                        }[];
                        reviewRequested: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendLeadQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence?: number;
                    amount?: number;
                    description: string;
                    /** @default 30 */
                    validDays?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        customerName: string;
                        customerEmail: string;
                        customerPhone: string;
                        service: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        request: ("consultation" | "call_back" | "quotes") | null;
                        projectDetails: string;
                        message: string | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "quoted" | "won" | "lost";
                        firstResponseAt: string | null;
                        closedAt: string | null;
                        statusUpdatedAt: string | null;
                        replies: {
                            id: number;
                            message: string;
                            createdAt: string;
                        }[];
                        quotes: {
                            id: string;
                            amountPence: number;
                            amount: string;
                            description: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "expired";
                            validUntil: string;
                            acceptedAt: string | null;
                            createdAt: string;
                        }[];
                        reviewRequested: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        slug: string;
                        city: string;
                        description: string;
                        services: string[];
                        email: string;
                        phone: string;
                        website: string | null;
                        areas: string[];
                        serviceRadiusMiles: number | null;
                        serviceChoices: {
                            slug: string;
                            name: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    services?: string[];
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    website?: "" | string;
                    areas?: string[];
                    serviceRadiusMiles?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        slug: string;
                        city: string;
                        description: string;
                        services: string[];
                        email: string;
                        phone: string;
                        website: string | null;
                        areas: string[];
                        serviceRadiusMiles: number | null;
                        serviceChoices: {
                            slug: string;
                            name: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listBusinessMessages: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            senderName: string;
                            senderEmail: string;
                            senderPhone: string | null;
                            subject: string;
                            message: string;
                            read: boolean;
                            createdAt: string;
                        }[];
                        page: number;
                        hasMore: boolean;
                        unread: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    readBusinessMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        senderName: string;
                        senderEmail: string;
                        senderPhone: string | null;
                        subject: string;
                        message: string;
                        read: boolean;
                        createdAt: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listBusinessReviews: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            reviewText: string;
                            /** @enum {string} */
                            status: "pending" | "published" | "rejected";
                            verified: boolean;
                            createdAt: string;
                            businessReply: string | null;
                            businessRepliedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    replyToReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        customerName: string;
                        rating: number;
                        reviewText: string;
                        /** @enum {string} */
                        status: "pending" | "published" | "rejected";
                        verified: boolean;
                        createdAt: string;
                        businessReply: string | null;
                        businessRepliedAt: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enquiryId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enquiryId: string;
                        customerName: string;
                        customerEmail: string;
                        expiresAt: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        } | null;
                        photos: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        }[];
                        maxPhotos: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    uploadBusinessPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The image file itself, up to 10 MiB; its type is judged by its content */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "image/avif": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        caption: string;
                        width: number;
                        height: number;
                        avif: {
                            url: string;
                            width: number;
                        }[];
                        webp: {
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    orderBusinessPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photoIds: number[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        } | null;
                        photos: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        }[];
                        maxPhotos: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    deleteBusinessPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    captionBusinessPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caption: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        } | null;
                        photos: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        }[];
                        maxPhotos: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    uploadBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The image file itself, up to 10 MiB; its type is judged by its content */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "image/avif": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        caption: string;
                        width: number;
                        height: number;
                        avif: {
                            url: string;
                            width: number;
                        }[];
                        webp: {
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    deleteBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            id: number;
                            /** @enum {string} */
                            kind: "insurance" | "company" | "trade_body";
                            detail: string;
                            seenOn: string;
                            expiresOn: string | null;
                            expired: boolean;
                        }[];
                        /** Format: email */
                        operatorsEmail: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    searchSpecialists: {
        parameters: {
            query?: {
                q?: string;
                city?: string;
                postcode?: string;
                service?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                minRating?: string;
                sort?: "relevance" | "rating" | "reviews" | "name";
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            slug: string;
                            city: string;
                            servicesOffered: string[];
                            averageRating: string | null;
                            reviewCount: number;
                            /** @constant */
                            featured?: true;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        hasMore: boolean;
                        totalCapped: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        regions: {
                            region: string;
                            cities: {
                                slug: string;
                                name: string;
                                specialistCount: number;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        region: string;
                        postcodeAreas: string[];
                        specialistCount: number;
                        reviewCount: number;
                        averageRating: string | null;
                        services: {
                            slug: string;
                            name: string;
                            specialistCount: number;
                        }[];
                        intro: string;
                        pages: {
                            serviceSlug: string | null;
                            intro: string;
                            seoTitle: string;
                            seoDescription: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    resolveLocation: {
        parameters: {
            query: {
                q: string;
                service?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        query: string;
                        match: {
                            /** @enum {string} */
                            kind: "postcode" | "outcode" | "city" | "town" | "county";
                            label: string;
                            postcode?: string;
                        } | null;
                        nearest: {
                            slug: string;
                            name: string;
                            distanceMiles: number;
                            specialistCount: number;
                        }[];
                        specialists: {
                            id: number;
                            name: string;
                            slug: string;
                            city: string;
                            servicesOffered: string[];
                            averageRating: string | null;
                            reviewCount: number;
                            /** @constant */
                            featured?: true;
                        }[];
                        choices: {
                            label: string;
                            query: string;
                        }[];
                        suggestions: {
                            label: string;
                            query: string;
                        }[];
                        distant: {
                            slug: string;
                            name: string;
                            distanceMiles: number;
                            specialistCount: number;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listFeaturedSpecialists: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            slug: string;
                            city: string;
                            servicesOffered: string[];
                            averageRating: string | null;
                            reviewCount: number;
                            /** @constant */
                            featured?: true;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        hasMore: boolean;
                        totalCapped: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listRecentReviews: {
        parameters: {
            query?: {
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            reviewText: string;
                            createdAt: string;
                            verified: boolean;
                            specialistName: string;
                            specialistSlug: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSiteStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalSpecialists: number;
                        totalReviews: number;
                        totalCities: number;
                        averageRating: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listSpecialistReviews: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            reviewText: string;
                            createdAt: string;
                            verified: boolean;
                            businessReply: string | null;
                            businessRepliedAt: string | null;
                        }[];
                        total: number;
                        averageRating: string | null;
                        stars: {
                            1: number;
                            2: number;
                            3: number;
                            4: number;
                            5: number;
                        };
                        page: number;
                        pageSize: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getReviewInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                specialistId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        /** @enum {string} */
                        reason: "ok" | "used" | "expired";
                        specialistId: number;
                        specialistName: string;
                        specialistSlug: string;
                        customerName: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    submitReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    specialistId: number;
                    token?: string;
                    customerName: string;
                    rating: number;
                    reviewText: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "published" | "pending";
                        verified: boolean;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    subject?: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    suggestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suggestion: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key gets the first answer instead of a second enquiry */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    service: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                    city?: string;
                    postcode?: string;
                    title: string;
                    description: string;
                    /** @enum {string} */
                    budgetRange: "Under £1,000" | "£1,000 to £3,000" | "£3,000 to £5,000" | "£5,000 to £10,000" | "Over £10,000" | "Not sure yet";
                    /** @enum {string} */
                    urgency: "ASAP - Within 1 week" | "Within 2-4 weeks" | "Within 1-2 months" | "Within 3-6 months" | "Just exploring options";
                    name: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    /**
                     * @default either
                     * @enum {string}
                     */
                    preferredContact?: "email" | "phone" | "either";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description true when this is the first answer replayed for a retried Idempotency-Key (same status and body); absent otherwise */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "received" | "matched";
                        matchedSpecialists: number;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        specialistName: string;
                        specialistSlug: string;
                        amountPence: number;
                        amount: string;
                        description: string;
                        items: {
                            description: string;
                            amountPence: number;
                            amount: string;
                        }[];
                        validUntil: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "expired";
                        acceptedAt: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    acceptQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        specialistName: string;
                        specialistSlug: string;
                        amountPence: number;
                        amount: string;
                        description: string;
                        items: {
                            description: string;
                            amountPence: number;
                            amount: string;
                        }[];
                        validUntil: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "expired";
                        acceptedAt: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listGuides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            slug: string;
                            title: string;
                            summary: string;
                            publishedAt: string;
                            updatedAt: string;
                            readingMinutes: number;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        summary: string;
                        publishedAt: string;
                        updatedAt: string;
                        readingMinutes: number;
                        body: ({
                            /** @constant */
                            type: "h2";
                            text: string;
                        } | {
                            /** @constant */
                            type: "p";
                            text: string;
                        } | {
                            /** @constant */
                            type: "ul";
                            items: string[];
                        })[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSitemapIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sitemaps: {
                            name: string;
                            lastmod: string | null;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        urls: {
                            path: string;
                            lastmod: string | null;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listServiceCities: {
        parameters: {
            query?: {
                limit?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            slug: string;
                            name: string;
                            region: string;
                            specialistCount: number;
                            averageRating: string | null;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                specialistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        city: string;
                        servicesOffered: string[];
                        averageRating: string | null;
                        reviewCount: number;
                        /** @constant */
                        featured?: true;
                        claimed: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    claimListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    specialistId: number;
                    name: string;
                    /** @enum {string} */
                    role: "Owner" | "Director or partner" | "Manager" | "Office or admin staff";
                    /** Format: email */
                    email: string;
                    leadEmail?: "" | string;
                    phone: string;
                    proof: string;
                    /**
                     * @default free
                     * @enum {string}
                     */
                    tier?: "free" | "standard" | "featured";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        specialistName: string;
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "standard" | "featured";
                    /** @enum {string} */
                    source: "subscribe" | "checkout" | "claim-checkout";
                    businessName: string;
                    contactName: string;
                    /** Format: email */
                    invoiceEmail: string;
                    phone?: string;
                    invoiceAddress: string;
                    claimReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        /** @enum {string} */
                        tier: "standard" | "featured";
                        monthlyPrice: string;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    requestBusinessSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "standard" | "featured";
                    /** @enum {string} */
                    source: "subscribe" | "checkout" | "claim-checkout";
                    businessName: string;
                    contactName: string;
                    /** Format: email */
                    invoiceEmail: string;
                    phone?: string;
                    invoiceAddress: string;
                    claimReference?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        /** @enum {string} */
                        tier: "standard" | "featured";
                        monthlyPrice: string;
                        message: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getPaymentMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "card" | "invoice";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getBusinessBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "card" | "invoice";
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        plan: {
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            cancelAtPeriodEnd: boolean;
                            graceEndsAt: string | null;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                        } | null;
                        chosenTier: ("standard" | "featured") | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "standard" | "featured";
                    /** @enum {string} */
                    interval: "month" | "year";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    syncCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "card" | "invoice";
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        plan: {
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            cancelAtPeriodEnd: boolean;
                            graceEndsAt: string | null;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                        } | null;
                        chosenTier: ("standard" | "featured") | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    openBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "standard" | "featured";
                    /** @enum {string} */
                    interval: "month" | "year";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "card" | "invoice";
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        plan: {
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            cancelAtPeriodEnd: boolean;
                            graceEndsAt: string | null;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                        } | null;
                        chosenTier: ("standard" | "featured") | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    type: string;
                    data: {
                        object: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getYourEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        service: string;
                        location: string;
                        closedAt: string | null;
                        firms: {
                            name: string;
                            slug: string;
                            averageRating: string | null;
                            reviewCount: number;
                            responseFigures: {
                                leads: number;
                                answered: number;
                                responseRate: number;
                                medianFirstResponseMinutes: number | null;
                            } | null;
                            replies: {
                                message: string;
                                createdAt: string;
                            }[];
                            quotes: {
                                id: string;
                                specialistName: string;
                                specialistSlug: string;
                                amountPence: number;
                                amount: string;
                                description: string;
                                items: {
                                    description: string;
                                    amountPence: number;
                                    amount: string;
                                }[];
                                validUntil: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "expired";
                                acceptedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    acceptYourEnquiryQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        service: string;
                        location: string;
                        closedAt: string | null;
                        firms: {
                            name: string;
                            slug: string;
                            averageRating: string | null;
                            reviewCount: number;
                            responseFigures: {
                                leads: number;
                                answered: number;
                                responseRate: number;
                                medianFirstResponseMinutes: number | null;
                            } | null;
                            replies: {
                                message: string;
                                createdAt: string;
                            }[];
                            quotes: {
                                id: string;
                                specialistName: string;
                                specialistSlug: string;
                                amountPence: number;
                                amount: string;
                                description: string;
                                items: {
                                    description: string;
                                    amountPence: number;
                                    amount: string;
                                }[];
                                validUntil: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "expired";
                                acceptedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    closeYourEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        service: string;
                        location: string;
                        closedAt: string | null;
                        firms: {
                            name: string;
                            slug: string;
                            averageRating: string | null;
                            reviewCount: number;
                            responseFigures: {
                                leads: number;
                                answered: number;
                                responseRate: number;
                                medianFirstResponseMinutes: number | null;
                            } | null;
                            replies: {
                                message: string;
                                createdAt: string;
                            }[];
                            quotes: {
                                id: string;
                                specialistName: string;
                                specialistSlug: string;
                                amountPence: number;
                                amount: string;
                                description: string;
                                items: {
                                    description: string;
                                    amountPence: number;
                                    amount: string;
                                }[];
                                validUntil: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "expired";
                                acceptedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminReviews: {
        parameters: {
            query?: {
                status?: "pending" | "published" | "rejected";
                q?: string;
                specialist?: string;
                rating?: "1" | "2" | "3" | "4" | "5";
                verified?: "true" | "false";
                olderThanDays?: string;
                from?: string;
                to?: string;
                order?: "oldest" | "newest";
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            specialist: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            customerName: string;
                            rating: number;
                            reviewText: string;
                            /** @enum {string} */
                            status: "pending" | "published" | "rejected";
                            verified: boolean;
                            rejectionReason: string | null;
                            createdAt: string;
                            moderatedAt: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    decideReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "publish";
                    ids: number[];
                } | {
                    /** @constant */
                    action: "reject";
                    ids: number[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** @enum {string} */
                            outcome: "published" | "rejected" | "unchanged" | "not_found";
                        }[];
                        changed: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    decideReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "publish";
                } | {
                    /** @constant */
                    action: "reject";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminClaims: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            reference: string;
                            specialist: {
                                id: number;
                                name: string;
                                slug: string;
                                claimed: boolean;
                            };
                            name: string;
                            role: string;
                            email: string;
                            leadEmail: string | null;
                            phone: string;
                            proof: string;
                            /** @enum {string} */
                            tier: "free" | "standard" | "featured";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            createdAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    decideClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "approve";
                } | {
                    /** @constant */
                    action: "reject";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getOperatorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operatorEmail: {
                            value: string;
                            fromEnvironment: string;
                            overridden: boolean;
                        };
                        mailFrom: {
                            value: string;
                            fromEnvironment: string;
                            overridden: boolean;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateOperatorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operatorEmail: ("" | string) | null;
                    mailFrom: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operatorEmail: {
                            value: string;
                            fromEnvironment: string;
                            overridden: boolean;
                        };
                        mailFrom: {
                            value: string;
                            fromEnvironment: string;
                            overridden: boolean;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            open: number;
                            oldest: {
                                id: string;
                                title: string;
                                detail: string;
                                createdAt: string;
                            }[];
                        };
                        claims: {
                            open: number;
                            oldest: {
                                id: string;
                                title: string;
                                detail: string;
                                createdAt: string;
                            }[];
                        };
                        subscriptions: {
                            open: number;
                            oldest: {
                                id: string;
                                title: string;
                                detail: string;
                                createdAt: string;
                            }[];
                        };
                        contactMessages: {
                            open: number;
                            oldest: {
                                id: string;
                                title: string;
                                detail: string;
                                createdAt: string;
                            }[];
                        };
                        unmatchedEnquiries: {
                            open: number;
                            oldest: {
                                id: string;
                                title: string;
                                detail: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    markContactMessageHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    setSubscriptionRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "invoiced" | "active" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminQueueCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: number;
                        claims: number;
                        recentChanges: number;
                        specialistMessages: number;
                        failedMail: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        pageSettings: {
                            home: {
                                enabled: boolean;
                            };
                            services: {
                                enabled: boolean;
                            };
                            specialists: {
                                enabled: boolean;
                            };
                            specialist_profile: {
                                enabled: boolean;
                            };
                        };
                        allowedOrigins: string[];
                        /** Format: email */
                        contactEmail: string;
                        accentColour: string;
                        greeting: string | null;
                        greetingB: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    pageSettings: {
                        home: {
                            enabled: boolean;
                        };
                        services: {
                            enabled: boolean;
                        };
                        specialists: {
                            enabled: boolean;
                        };
                        specialist_profile: {
                            enabled: boolean;
                        };
                    };
                    allowedOrigins: string[];
                    /** Format: email */
                    contactEmail: string;
                    accentColour: string;
                    greeting: string | null;
                    greetingB: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        pageSettings: {
                            home: {
                                enabled: boolean;
                            };
                            services: {
                                enabled: boolean;
                            };
                            specialists: {
                                enabled: boolean;
                            };
                            specialist_profile: {
                                enabled: boolean;
                            };
                        };
                        allowedOrigins: string[];
                        /** Format: email */
                        contactEmail: string;
                        accentColour: string;
                        greeting: string | null;
                        greetingB: string | null;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            id: number;
                            slug: string;
                            name: string;
                            region: string;
                            postcodeAreas: string[];
                            specialistCount: number;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    createCity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    region: string;
                    postcodeAreas: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    region: string;
                    postcodeAreas: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listLocationPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            citySlug: string;
                            serviceSlug: string | null;
                            intro: string;
                            seoTitle: string;
                            seoDescription: string;
                            id: number;
                            cityName: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    saveLocationPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    citySlug: string;
                    serviceSlug: ("carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood") | null;
                    intro: string;
                    seoTitle: string;
                    seoDescription: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    deleteLocationPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        specialists: {
                            active: number;
                            suspended: number;
                        };
                        enquiries: {
                            last7Days: number;
                            last30Days: number;
                            unmatchedOpen: number;
                        };
                        pendingReviews: number;
                        pendingClaims: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminFigures: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            days: number;
                        };
                        enquiriesPerDay: {
                            day: string;
                            chat: number;
                            form: number;
                            job: number;
                        }[];
                        byCity: {
                            label: string;
                            enquiries: number;
                        }[];
                        byService: {
                            label: string;
                            enquiries: number;
                        }[];
                        leads: {
                            leads: number;
                            replied: number;
                            quoted: number;
                            won: number;
                        };
                        firstResponse: {
                            answered: number;
                            medianMinutes: number | null;
                        };
                        unmatched: number;
                        claimsPerWeek: {
                            week: string;
                            pending: number;
                            approved: number;
                            rejected: number;
                        }[];
                        plansPerWeek: {
                            week: string;
                            started: number;
                            ended: number;
                        }[];
                        livePlans: {
                            standard: number;
                            featured: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminResponseTimes: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            days: number;
                        };
                        items: {
                            specialistId: number;
                            name: string;
                            slug: string;
                            leads: number;
                            answered: number;
                            medianMinutes: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        minLeads: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminFunnel: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                flow?: "general" | "enhanced" | "specialist" | "location_direct_connect" | "location_service_selection" | "location_general";
                pageType?: "home" | "services" | "specialists" | "specialist_profile";
                origin?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            days: number;
                        };
                        /** @enum {string} */
                        flow: "general" | "enhanced" | "specialist" | "location_direct_connect" | "location_service_selection" | "location_general";
                        started: number;
                        completed: number;
                        steps: {
                            step: string;
                            label: string;
                            reached: number;
                            dropOff: number;
                        }[];
                        arms: {
                            a: {
                                step: string;
                                label: string;
                                reached: number;
                                dropOff: number;
                            }[];
                            b: {
                                step: string;
                                label: string;
                                reached: number;
                                dropOff: number;
                            }[];
                        };
                        comparison: {
                            a: {
                                started: number;
                                completed: number;
                            };
                            b: {
                                started: number;
                                completed: number;
                            };
                            pValue: number | null;
                            /** @enum {string} */
                            verdict: "a_better" | "b_better" | "not_yet";
                            summary: string;
                        };
                        pageTypes: {
                            /** @enum {string} */
                            pageType: "home" | "services" | "specialists" | "specialist_profile";
                            started: number;
                        }[];
                        origins: {
                            origin: string;
                            started: number;
                        }[];
                        perDay: {
                            day: string;
                            started: number;
                            completed: number;
                        }[];
                        settingsChanges: {
                            day: string;
                            summary: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    changeAdminSpecialists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "suspend";
                    ids: number[];
                    reason: string;
                } | {
                    /** @constant */
                    action: "reinstate";
                    ids: number[];
                } | {
                    /** @constant */
                    action: "tier";
                    ids: number[];
                    /** @enum {string} */
                    tier: "free" | "standard" | "featured";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** @enum {string} */
                            outcome: "changed" | "unchanged" | "not_found";
                        }[];
                        changed: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminSpecialists: {
        parameters: {
            query?: {
                q?: string;
                city?: string;
                status?: "active" | "pending" | "suspended";
                tier?: "free" | "standard" | "featured";
                sort?: "name" | "added";
                order?: "asc" | "desc";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            name: string;
                            slug: string;
                            city: string;
                            /** @enum {string} */
                            status: "active" | "pending" | "suspended";
                            /** @enum {string} */
                            tier: "free" | "standard" | "featured";
                            claimed: boolean;
                            email: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    createSpecialist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    postcode: string;
                    website?: "" | string;
                    services: ("carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood")[];
                    citySlug: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSpecialist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        citySlug: string;
                        city: string;
                        description: string;
                        email: string;
                        phone: string;
                        postcode: string;
                        website: string | null;
                        /** @enum {string} */
                        status: "active" | "pending" | "suspended";
                        suspendedReason: string | null;
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        services: string[];
                        business: {
                            email: string;
                            hasPassword: boolean;
                        } | null;
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            status: string;
                            verified: boolean;
                            createdAt: string;
                        }[];
                        leads: {
                            reference: string;
                            customerName: string;
                            flooringType: string;
                            status: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateSpecialist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    postcode?: string;
                    website?: "" | string;
                    services?: ("carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood")[];
                    /** @enum {string} */
                    status?: "active" | "suspended";
                    suspendedReason?: string;
                    /** @enum {string} */
                    tier?: "free" | "standard" | "featured";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        citySlug: string;
                        city: string;
                        description: string;
                        email: string;
                        phone: string;
                        postcode: string;
                        website: string | null;
                        /** @enum {string} */
                        status: "active" | "pending" | "suspended";
                        suspendedReason: string | null;
                        /** @enum {string} */
                        tier: "free" | "standard" | "featured";
                        services: string[];
                        business: {
                            email: string;
                            hasPassword: boolean;
                        } | null;
                        reviews: {
                            id: number;
                            customerName: string;
                            rating: number;
                            status: string;
                            verified: boolean;
                            createdAt: string;
                        }[];
                        leads: {
                            reference: string;
                            customerName: string;
                            flooringType: string;
                            status: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendSpecialistSetupLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSpecialistPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        } | null;
                        photos: {
                            id: number;
                            caption: string;
                            width: number;
                            height: number;
                            avif: {
                                url: string;
                                width: number;
                            }[];
                            webp: {
                                url: string;
                                width: number;
                            }[];
                        }[];
                        maxPhotos: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    removeSpecialistPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listSpecialistChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            id: number;
                            /** @enum {string} */
                            kind: "insurance" | "company" | "trade_body";
                            detail: string;
                            seenOn: string;
                            expiresOn: string | null;
                            recordedAt: string;
                            recordedBy: string;
                            removedAt: string | null;
                            removedBy: string | null;
                            expired: boolean;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    recordSpecialistCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "insurance" | "company" | "trade_body";
                    detail: string;
                    /** Format: date */
                    seenOn: string;
                    expiresOn?: "" | string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            id: number;
                            /** @enum {string} */
                            kind: "insurance" | "company" | "trade_body";
                            detail: string;
                            seenOn: string;
                            expiresOn: string | null;
                            recordedAt: string;
                            recordedBy: string;
                            removedAt: string | null;
                            removedBy: string | null;
                            expired: boolean;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    removeSpecialistCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                checkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            id: number;
                            /** @enum {string} */
                            kind: "insurance" | "company" | "trade_body";
                            detail: string;
                            seenOn: string;
                            expiresOn: string | null;
                            recordedAt: string;
                            recordedBy: string;
                            removedAt: string | null;
                            removedBy: string | null;
                            expired: boolean;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    setAdminEnquiriesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    references: string[];
                    /** @enum {string} */
                    status: "new" | "matched" | "contacted" | "closed";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            reference: string;
                            /** @enum {string} */
                            outcome: "changed" | "unchanged" | "not_found";
                        }[];
                        changed: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminEnquiries: {
        parameters: {
            query?: {
                status?: "new" | "matched" | "contacted" | "closed";
                city?: string;
                service?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                from?: string;
                to?: string;
                sort?: "received" | "status";
                order?: "asc" | "desc";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            reference: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "new" | "matched" | "contacted" | "closed";
                            kind: string;
                            customerName: string;
                            location: string;
                            nearestCity: string | null;
                            nearestCityMiles: number | null;
                            flooringType: string;
                            recipients: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    exportAdminEnquiriesCsv: {
        parameters: {
            query?: {
                status?: "new" | "matched" | "contacted" | "closed";
                city?: string;
                service?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                from?: string;
                to?: string;
                sort?: "received" | "status";
                order?: "asc" | "desc";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "matched" | "contacted" | "closed";
                        kind: string;
                        customerName: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        flooringType: string;
                        recipients: number;
                        customerEmail: string;
                        customerPhone: string;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        projectDetails: string;
                        customerMessage: string | null;
                        chatbotSource: string;
                        recipientsDetail: {
                            specialistId: number;
                            name: string;
                            slug: string;
                            status: string;
                        }[];
                        mails: {
                            kind: string;
                            to: string;
                            status: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminEnquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "new" | "matched" | "contacted" | "closed";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "matched" | "contacted" | "closed";
                        kind: string;
                        customerName: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        flooringType: string;
                        recipients: number;
                        customerEmail: string;
                        customerPhone: string;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        projectDetails: string;
                        customerMessage: string | null;
                        chatbotSource: string;
                        recipientsDetail: {
                            specialistId: number;
                            name: string;
                            slug: string;
                            status: string;
                        }[];
                        mails: {
                            kind: string;
                            to: string;
                            status: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    reassignEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    specialistIds: number[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "matched" | "contacted" | "closed";
                        kind: string;
                        customerName: string;
                        location: string;
                        nearestCity: string | null;
                        nearestCityMiles: number | null;
                        flooringType: string;
                        recipients: number;
                        customerEmail: string;
                        customerPhone: string;
                        postcode: string | null;
                        budgetRange: string;
                        urgency: string;
                        projectDetails: string;
                        customerMessage: string | null;
                        chatbotSource: string;
                        recipientsDetail: {
                            specialistId: number;
                            name: string;
                            slug: string;
                            status: string;
                        }[];
                        mails: {
                            kind: string;
                            to: string;
                            status: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            subject: string;
                            /** @enum {string} */
                            status: "draft" | "sent";
                            createdAt: string;
                            sentAt: string | null;
                            recipients: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    audience: {
                        tiers?: ("free" | "standard" | "featured")[];
                        citySlug?: string;
                        /** @enum {string} */
                        serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                        claimedOnly?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        /** @enum {string} */
                        status: "draft" | "sent";
                        createdAt: string;
                        sentAt: string | null;
                        recipients: number;
                        body: string;
                        audience: {
                            tiers?: ("free" | "standard" | "featured")[];
                            citySlug?: string;
                            /** @enum {string} */
                            serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                            claimedOnly?: boolean;
                        };
                        delivery: {
                            pending: number;
                            sent: number;
                            failed: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    previewCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    audience: {
                        tiers?: ("free" | "standard" | "featured")[];
                        citySlug?: string;
                        /** @enum {string} */
                        serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                        claimedOnly?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: string;
                        text: string;
                        recipients: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        /** @enum {string} */
                        status: "draft" | "sent";
                        createdAt: string;
                        sentAt: string | null;
                        recipients: number;
                        body: string;
                        audience: {
                            tiers?: ("free" | "standard" | "featured")[];
                            citySlug?: string;
                            /** @enum {string} */
                            serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                            claimedOnly?: boolean;
                        };
                        delivery: {
                            pending: number;
                            sent: number;
                            failed: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    audience: {
                        tiers?: ("free" | "standard" | "featured")[];
                        citySlug?: string;
                        /** @enum {string} */
                        serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                        claimedOnly?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        /** @enum {string} */
                        status: "draft" | "sent";
                        createdAt: string;
                        sentAt: string | null;
                        recipients: number;
                        body: string;
                        audience: {
                            tiers?: ("free" | "standard" | "featured")[];
                            citySlug?: string;
                            /** @enum {string} */
                            serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                            claimedOnly?: boolean;
                        };
                        delivery: {
                            pending: number;
                            sent: number;
                            failed: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    sendCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        /** @enum {string} */
                        status: "draft" | "sent";
                        createdAt: string;
                        sentAt: string | null;
                        recipients: number;
                        body: string;
                        audience: {
                            tiers?: ("free" | "standard" | "featured")[];
                            citySlug?: string;
                            /** @enum {string} */
                            serviceSlug?: "carpet" | "hardwood" | "laminate" | "vinyl" | "tile" | "engineered-wood";
                            claimedOnly?: boolean;
                        };
                        delivery: {
                            pending: number;
                            sent: number;
                            failed: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listCampaignRecipients: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            specialistId: number;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listSpecialistMessages: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            specialist: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            senderName: string;
                            senderEmail: string;
                            senderPhone: string | null;
                            subject: string;
                            message: string;
                            pageUrl: string;
                            pageType: string;
                            read: boolean;
                            createdAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getSpecialistMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        specialist: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        senderName: string;
                        senderEmail: string;
                        senderPhone: string | null;
                        subject: string;
                        message: string;
                        pageUrl: string;
                        pageType: string;
                        read: boolean;
                        createdAt: string;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listOutboxMail: {
        parameters: {
            query?: {
                status?: "pending" | "sent" | "failed";
                sort?: "created";
                order?: "asc" | "desc";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            to: string;
                            subject: string;
                            kind: string;
                            /** @enum {string} */
                            state: "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastError: string | null;
                            sentAt: string | null;
                            createdAt: string;
                            enquiryId: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        pageCount: number;
                        hasMore: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    resendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    resendMails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** @enum {string} */
                            outcome: "requeued" | "not_failed" | "not_found";
                        }[];
                        requeued: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                sort?: "status" | "renewal";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                            business: string | null;
                            listing: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            monthlyRevenuePence: number;
                            lastChange: {
                                action: string;
                                detail: string;
                                by: string | null;
                                at: string;
                            } | null;
                        }[];
                        monthlyRecurringRevenuePence: {
                            total: number;
                            standard: number;
                            featured: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    renewInvoicedPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                            business: string | null;
                            listing: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            monthlyRevenuePence: number;
                            lastChange: {
                                action: string;
                                detail: string;
                                by: string | null;
                                at: string;
                            } | null;
                        }[];
                        monthlyRecurringRevenuePence: {
                            total: number;
                            standard: number;
                            featured: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    endInvoicedPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** @enum {string} */
                            provider: "stripe" | "invoice";
                            business: string | null;
                            listing: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            /** @enum {string} */
                            tier: "standard" | "featured";
                            /** @enum {string} */
                            interval: "month" | "year";
                            status: string;
                            statusText: string;
                            periodEnd: string | null;
                            monthlyRevenuePence: number;
                            lastChange: {
                                action: string;
                                detail: string;
                                by: string | null;
                                at: string;
                            } | null;
                        }[];
                        monthlyRecurringRevenuePence: {
                            total: number;
                            standard: number;
                            featured: number;
                        };
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listLoginThrottles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        throttles: {
                            id: number;
                            /** @enum {string} */
                            role: "admin" | "business";
                            email: string;
                            source: string;
                            failures: number;
                            /** Format: date-time */
                            lastFailureAt: string;
                            /** Format: date-time */
                            blockedUntil: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    clearLoginThrottle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                entityKind?: "listing" | "plan" | "review" | "enquiry" | "setting" | "claim" | "location" | "campaign";
                entityId?: string;
                actorKind?: "admin" | "business" | "system";
                actor?: string;
                action?: string;
                from?: string;
                to?: string;
                sort?: "at";
                order?: "asc" | "desc";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            at: string;
                            actor: {
                                /** @enum {string} */
                                kind: "admin" | "business" | "system";
                                id: number | null;
                                label: string;
                            };
                            entityKind: string;
                            entityId: string;
                            entityName: string | null;
                            action: string;
                            /** @enum {string} */
                            source: "console" | "dashboard" | "api";
                            changes: {
                                field: string;
                                before: unknown;
                                after: unknown;
                            }[];
                            review: {
                                at: string;
                                by: string;
                                /** @enum {string} */
                                outcome: "fine" | "reverted";
                            } | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    listRecentChanges: {
        parameters: {
            query?: {
                status?: "unreviewed" | "reviewed";
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            at: string;
                            actor: {
                                /** @enum {string} */
                                kind: "admin" | "business" | "system";
                                id: number | null;
                                label: string;
                            };
                            entityKind: string;
                            entityId: string;
                            entityName: string | null;
                            action: string;
                            /** @enum {string} */
                            source: "console" | "dashboard" | "api";
                            changes: {
                                field: string;
                                before: unknown;
                                after: unknown;
                            }[];
                            review: {
                                at: string;
                                by: string;
                                /** @enum {string} */
                                outcome: "fine" | "reverted";
                            } | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        unreviewed: number;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    markRecentChangeReviewed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    revertRecentChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
}
