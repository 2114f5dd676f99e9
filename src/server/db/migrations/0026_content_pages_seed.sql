-- Issue #19 Part 2: the footer's information pages become rows kept by staff (Markdown, rendered on the
-- server). Their text as it was in the page code (web/features/layout/content-pages.ts): each page's intro,
-- then a '## ' heading per section; the Careers section keeps its anchor ('/about-us#careers').
INSERT INTO content_pages (slug, title, description, body, position) VALUES
  ('support-education', 'Support & Education', 'Product training, continence assessments and clinical guidance for care teams.', 'Good products work best when the people using them know them well. Our clinical support team helps care facilities choose, fit and get the most from the products they buy from us.

## On-site training

Our registered nurse advisors run free in-service sessions for account customers on continence product selection and fitting, skin integrity, infection prevention and safe use of PPE. Sessions take around 45 minutes and can be repeated across shifts so night staff are not left out.

We also provide printed quick-reference guides for each product range, sized for a linen cupboard door or a sluice room wall.

## Continence assessments and usage reviews

We can review resident usage with your clinical lead and suggest the right absorbency for each resident, for comfort, skin health and less waste.', 10),
  ('delivery-returns', 'Delivery & Returns', 'Delivery times, freight charges and how to return products.', 'We dispatch from our Auckland warehouse every working day. Orders placed before 1pm are picked and shipped the same day.

## Delivery

Allow 1–2 working days for delivery in the North Island and 2–3 working days in the South Island. Rural delivery addresses can take an extra day. Online orders carry no freight charge: the total at checkout is what you pay.

Bulk and pallet orders are delivered by appointment. Please make sure someone is available to receive and sign for the delivery, and tell us about any access restrictions in the order notes.

## Returns

Unopened products in their original packaging can be returned within 30 days of delivery for a credit. For hygiene reasons we cannot accept returns of opened continence, personal care or clinical products unless they are faulty.

To arrange a return, contact our customer service team with your order number. If a product arrives damaged or we sent the wrong item, we will collect it and send a replacement at no cost to you.', 20),
  ('faqs', 'FAQs', 'Answers to common questions about accounts, ordering, pricing and delivery.', 'Can’t find what you need here? Our customer service team is available Monday to Friday, 8am to 5pm.

## Why can’t I see prices?

Prices are shown only to signed-in account customers. Sign in to see them; the Login page says how to apply for a trade account.

## Are prices shown with or without GST?

Product listings show prices excluding GST. GST is added in your cart and at checkout, where it is shown as a separate line.

## Can I order for more than one facility?

Yes. At checkout, choose one of the delivery addresses saved on your account or type a different one for that order. To save another facility’s address on your account, contact our team.

## How do I pay?

Approved account customers can confirm orders on account and pay on our monthly statement. You can also pay by credit or debit card at checkout.', 30),
  ('privacy-policy', 'Privacy Policy', 'How we collect, use and protect personal information under the Privacy Act 2020.', 'We collect and handle personal information in line with the New Zealand Privacy Act 2020. This policy explains what we collect, why, and the choices you have.

## What we collect and why

We collect the contact, delivery and billing details you give us when you apply for an account, place orders or subscribe to our newsletter. We use them to process orders, deliver products, manage your account and, if you agree, send you product news. Any resident names and room numbers you give us are used only to plan your orders and are never used for marketing.

We use essential cookies to keep you signed in and to protect forms from misuse. We do not sell personal information.

## Access, correction and contact

You can ask to see or correct the personal information we hold about you at any time. Contact our privacy officer at privacy@caresupply.example or write to us at our Auckland address. If you are not satisfied with our response you can contact the Office of the Privacy Commissioner.', 40),
  ('terms-conditions', 'Terms & Conditions', 'The terms that apply to orders placed with Care Supply Co.', 'These terms apply to every order placed with Care Supply Co Limited, online or by phone. By placing an order you agree to them.

## Orders, pricing and payment

All prices are in New Zealand dollars and exclude GST unless stated. Contract prices apply to the account they were agreed for. We will confirm any order we cannot supply in full and offer a suitable alternative where one is available.

Account customers must pay by the 20th of the month following the invoice date. Card payments are taken when the order is placed. Title to goods passes when payment has been received in full.

## Delivery, returns and liability

Delivery times are estimates. Risk passes to you on delivery. Returns are accepted as described on our Delivery & Returns page. Because our customers are businesses, the Consumer Guarantees Act 1993 does not apply to purchases made for business purposes, to the extent permitted by law.', 50),
  ('about-us', 'About Us', 'A New Zealand-owned wholesaler supplying the care sector since 1998.', 'Care Supply Co is a New Zealand-owned wholesaler that has supplied aged care, disability and hospital providers since 1998. We started as a two-person continence supplier in Mount Wellington and now deliver to facilities from Kaitaia to Invercargill.

## What we do

Our online shop covers continence care, gloves and PPE, cleaning and chemicals, catering disposables, food and nutrition, personal care, medical consumables, and paper and hygiene. Our team combines warehouse know-how with clinical advice from registered nurses, so facilities get both the right products and the support to use them well.

## Careers {#careers}

We are a team of around 60 people across customer service, warehousing, clinical support and sales. We look for people who care about doing a good job for the people our customers look after.

Current vacancies are listed on Seek. If you would like to introduce yourself, send your CV to careers@caresupply.example and tell us which part of the business interests you.', 60),
  ('suppliers', 'Suppliers', 'The manufacturers and brands we work with, and how to become a supplier.', 'We work directly with manufacturers in New Zealand, Australia and Europe, and hold local stock so care facilities are not left waiting for shipping.

## Our partners

Our range includes continence, skin care and PPE products from established manufacturers. Every supplier agrees to our code of conduct on product safety, labour practices and environmental responsibility.

## Becoming a supplier

If you manufacture or distribute products for the care sector, we would like to hear from you. Send a short outline of your range, certifications and New Zealand availability to suppliers@caresupply.example and our category team will be in touch.', 70),
  ('sustainability-and-ethics', 'Sustainability & Ethics', 'How we reduce waste, cut emissions and source responsibly.', 'Care facilities use a lot of single-use products. We work to reduce their footprint without compromising hygiene or resident dignity.

## Less waste, lower emissions

We consolidate deliveries into fewer, fuller loads, use recycled cartons, and take back pallets and shrink wrap from our larger customers. Our usage reviews help facilities use the right absorbency for each resident, which cuts continence waste.

## Responsible sourcing

We ask every supplier to meet our code of conduct, including fair labour practices and safe working conditions, and we audit our highest-volume factories. Where we can, we choose products with recognised environmental certifications and fragrance-free formulations that are kinder to sensitive skin.', 80),
  ('contact-us', 'Contact Us', 'Phone, email and address for Care Supply Co customer service.', 'Our customer service team is based in Auckland and available Monday to Friday, 8am to 5pm. We aim to answer every email within one working day.

## Get in touch

Phone 0800 227 378 for orders, delivery questions and account enquiries. Email orders@caresupply.example for orders and quotes, or accounts@caresupply.example for invoices and statements.

Our warehouse and office are at 14 Carbine Road, Mount Wellington, Auckland 1060. Customer collections are available from 9am to 4pm on working days; please order online or by phone first so your products are ready.', 90)
ON CONFLICT (slug) DO NOTHING;
