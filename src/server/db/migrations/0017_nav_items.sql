CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"rest_acc" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
-- The header's links as they were (site-links.ts before issue #16 item 21), so an existing store keeps them.
INSERT INTO "nav_items" ("label", "url", "position") VALUES
	('Quick Order', '/quick-order', 10),
	('Support & Education', '/support-education', 20),
	('Delivery & Returns', '/delivery-returns', 30),
	('About Us', '/about-us', 40),
	('Contact Us', '/contact-us', 50);
