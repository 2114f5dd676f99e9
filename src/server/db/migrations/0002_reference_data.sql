-- Reference data for checkout (spec §9: the default country_id 155 is New Zealand, region_id 0 is "no region").
-- Ids are fixed so saved shipping and billing info keep meaning the same place; re-running changes nothing.
INSERT INTO "countries" ("id", "title", "position") VALUES
	(155, 'New Zealand', 0),
	(13, 'Australia', 1),
	(51, 'Cook Islands', 10),
	(71, 'Fiji', 10),
	(183, 'Samoa', 10),
	(212, 'Tonga', 10),
	(225, 'United Kingdom', 10),
	(226, 'United States', 10)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "regions" ("id", "country_id", "name", "position") VALUES
	(1, 155, 'Northland', 1),
	(2, 155, 'Auckland', 2),
	(3, 155, 'Waikato', 3),
	(4, 155, 'Bay of Plenty', 4),
	(5, 155, 'Gisborne', 5),
	(6, 155, 'Hawke''s Bay', 6),
	(7, 155, 'Taranaki', 7),
	(8, 155, 'Manawatū-Whanganui', 8),
	(9, 155, 'Wellington', 9),
	(10, 155, 'Tasman', 10),
	(11, 155, 'Nelson', 11),
	(12, 155, 'Marlborough', 12),
	(13, 155, 'West Coast', 13),
	(14, 155, 'Canterbury', 14),
	(15, 155, 'Otago', 15),
	(16, 155, 'Southland', 16),
	(101, 13, 'Australian Capital Territory', 1),
	(102, 13, 'New South Wales', 2),
	(103, 13, 'Northern Territory', 3),
	(104, 13, 'Queensland', 4),
	(105, 13, 'South Australia', 5),
	(106, 13, 'Tasmania', 6),
	(107, 13, 'Victoria', 7),
	(108, 13, 'Western Australia', 8)
ON CONFLICT ("id") DO NOTHING;
