import { heroMediaId, mediaUrl, modelMediaId, vehicleMediaId } from "../seed/media-ids.ts";
import type { DemoPage, PageBlock } from "./page-content.ts";

const SITE = "coastline-rv";

const modelImage = (model: string, alt: string): PageBlock => ({
  kind: "image",
  src: mediaUrl(modelMediaId(SITE, model)),
  alt,
  width: 1200,
  height: 800,
});
const vanImage = (kind: "caravan" | "camper-trailer" | "pop-top" | "motorhome", alt: string) =>
  ({
    kind: "image",
    src: mediaUrl(vehicleMediaId(kind, 0, 1)),
    alt,
    width: 1200,
    height: 800,
  }) satisfies PageBlock;
const heroImage: PageBlock = {
  kind: "image",
  src: mediaUrl(heroMediaId(SITE)),
  alt: "The Coastline RV Centre sales yard on Horton Parade, Maroochydore",
  width: 1200,
  height: 630,
};

/** A how-to video on the manufacturer's channel, found by its title. */
/** A how-to video: its title, length and its own watch address (YouTube video id). */
const video = (title: string, minutes: number, youtubeId: string) => ({
  title,
  minutes,
  href: `https://www.youtube.com/watch?v=${youtubeId}`,
});

const page = (path: string, title: string, description: string, blocks: PageBlock[]) => ({
  path,
  title,
  description,
  blocks,
});

/** The RV template's own pages (spec §2), linked from the site's navigation. */
export const COASTLINE_RV_PAGES: DemoPage[] = [
  page("caravan-hire", "Caravan hire", "Hire a Jayco caravan or camper before you buy.", [
    {
      kind: "paragraph",
      text: "Not sure which layout suits you? Hire one of our Jayco caravans or campers for a weekend or a week, and tow it the way you would your own.",
    },
    vanImage("caravan", "A Jayco Journey hire caravan hitched and ready to go"),
    { kind: "heading", text: "What is included" },
    {
      kind: "list",
      items: [
        "A full handover and towing check at pick-up",
        "Gas bottles filled and water tanks flushed",
        "Bedding, kitchen kit and outdoor chairs",
        "24-hour roadside assistance for the hire",
      ],
    },
    { kind: "heading", text: "Hire rates" },
    {
      kind: "paragraph",
      text: "Camper trailers start at $120 a night and caravans at $165 a night, with a two-night minimum. If you buy a new Jayco within three months we credit your first two nights' hire.",
    },
    {
      kind: "paragraph",
      text: "Ask about dates:",
      link: { label: "contact the hire desk", href: "/contact" },
    },
  ]),
  page(
    "caravan-parts-and-accessories",
    "Caravan parts and accessories",
    "Genuine Jayco parts and touring accessories.",
    [
      {
        kind: "paragraph",
        text: "Our parts counter next to the workshop stocks genuine Jayco parts and the accessories our customers ask for most.",
      },
      { kind: "heading", text: "In stock every day" },
      {
        kind: "list",
        items: [
          "Awnings, annex walls and shade screens",
          "Water pumps, filters and hoses",
          "Solar panels, lithium batteries and DC chargers",
          "Jockey wheels, stabiliser legs and tow hitches",
          "Canvas care and cleaning products",
        ],
      },
      { kind: "heading", text: "Ordering" },
      {
        kind: "paragraph",
        text: "Anything not on the shelf is ordered from Jayco and usually here within five working days.",
        link: { label: "Send a parts enquiry", href: "/parts" },
      },
    ],
  ),
  page(
    "vehicle-parts-and-accessories",
    "Vehicle parts and accessories",
    "Towing gear for the car that pulls your van.",
    [
      {
        kind: "paragraph",
        text: "A safe trip starts with the tow vehicle. We fit the towing gear your car needs, matched to the van you tow.",
      },
      { kind: "heading", text: "What we fit" },
      {
        kind: "list",
        items: [
          "Electric brake controllers",
          "Tow bars and weight-distribution hitches",
          "Towing mirrors",
          "Seven-pin and Anderson plug wiring",
        ],
      },
      {
        kind: "paragraph",
        text: "Ask for a quote:",
        link: { label: "parts enquiry", href: "/parts" },
      },
    ],
  ),
  page("rv-finance", "RV finance", "Finance for your caravan, camper or motorhome.", [
    {
      kind: "paragraph",
      text: "Our finance team arranges loans for new and pre-owned RVs with lenders who know caravans, so terms can run as long as the van is built to last.",
    },
    modelImage("jayco-silverline", "A Jayco Silverline caravan"),
    { kind: "heading", text: "Why finance with us" },
    {
      kind: "list",
      items: [
        "Terms from one to seven years",
        "Balloon payments on new vans",
        "One application, several lenders compared",
        "Approval often the same day",
      ],
    },
    { kind: "heading", text: "Apply" },
    {
      kind: "paragraph",
      text: "Use the repayment calculator and send your application in a few minutes:",
      link: { label: "apply for RV finance", href: "/finance#finance-form" },
    },
  ]),
  page(
    "insuring-your-investment",
    "Insuring your investment",
    "Caravan and motorhome insurance arranged at sale.",
    [
      {
        kind: "paragraph",
        text: "An RV is a home on wheels, and most car policies do not cover it once it is unhitched. We arrange cover that does.",
      },
      { kind: "heading", text: "What a good policy covers" },
      {
        kind: "list",
        items: [
          "Agreed value, so you know what a claim pays",
          "Contents and annex cover",
          "Storm, hail and flood damage",
          "Emergency accommodation if the van cannot be used",
        ],
      },
      {
        kind: "paragraph",
        text: "Ask our business manager for a quote when you buy:",
        link: { label: "contact us", href: "/contact" },
      },
    ],
  ),
  page(
    "considering-selling-or-trading",
    "Considering selling or trading",
    "Sell or trade in your RV with us.",
    [
      {
        kind: "paragraph",
        text: "We buy caravans, campers and motorhomes outright or take them in trade on a new Jayco.",
      },
      { kind: "heading", text: "How it works" },
      {
        kind: "list",
        items: [
          "Tell us about your van online",
          "We inspect it at the yard, usually in under an hour",
          "You get a written offer, valid for seven days",
        ],
      },
      {
        kind: "paragraph",
        text: "Start with an online valuation:",
        link: { label: "value my trade-in", href: "/trade-in" },
      },
    ],
  ),
  page("servicing-your-rv", "Servicing your RV", "Jayco-trained technicians service your RV.", [
    {
      kind: "paragraph",
      text: "Our workshop services every make of caravan and camper, and is an authorised Jayco warranty repairer.",
    },
    vanImage("camper-trailer", "A camper trailer in the service bay"),
    { kind: "heading", text: "Annual service" },
    {
      kind: "list",
      items: [
        "Wheel bearings repacked and brakes adjusted",
        "Gas compliance check and certificate",
        "Electrical, water and seal inspection",
        "Chassis and suspension check",
      ],
    },
    { kind: "heading", text: "Booking" },
    {
      kind: "paragraph",
      text: "Services take a day; drop off by 8:30 am.",
      link: { label: "Book a service", href: "/pages/book-a-service" },
    },
  ]),
  page("warranty", "Warranty", "Jayco warranty and how to claim.", [
    {
      kind: "paragraph",
      text: "Every new Jayco comes with Jayco's Australian warranty, and we handle claims in our own workshop.",
    },
    { kind: "heading", text: "What is covered" },
    {
      kind: "list",
      items: [
        "Structural warranty on the body and chassis",
        "Manufacturer's warranty on appliances",
        "Workmanship on fit-out and fittings",
      ],
    },
    { kind: "heading", text: "Making a claim" },
    {
      kind: "paragraph",
      text: "Bring your van in with its service book, or send us photos first:",
      link: { label: "contact the workshop", href: "/contact" },
    },
  ]),
  page(
    "roadside-assistance",
    "Roadside assistance",
    "24-hour roadside help for your RV, Australia-wide.",
    [
      {
        kind: "paragraph",
        text: "New Jaycos bought from us include twelve months of roadside assistance for the van as well as the tow vehicle.",
      },
      { kind: "heading", text: "Help with" },
      {
        kind: "list",
        items: [
          "Flat tyres and wheel changes",
          "Flat batteries and electrical faults",
          "Towing the van to the nearest repairer",
          "Accommodation if you are stranded far from home",
        ],
      },
      {
        kind: "paragraph",
        text: "Keep the roadside number with your registration papers; it is printed in your handover pack.",
      },
    ],
  ),
  page(
    "how-to-videos",
    "How-to videos",
    "Short videos on hitching, setting up and caring for your RV.",
    [
      {
        kind: "paragraph",
        text: "New to caravanning, or just need a reminder? These short videos cover the jobs our owners ask us about most.",
      },
      { kind: "heading", text: "Videos" },
      {
        kind: "videos",
        videos: [
          video("Hitching and unhitching a caravan", 6, "kT9x2LqPz4A"),
          video("Setting up the awning", 4, "Rw3mH8vJd0E"),
          video("Using the 12 volt system", 7, "b7YcN1sQe5U"),
          video("Filling and emptying the water tanks", 5, "Zp4tG6kWm2o"),
          video("Winding up a pop top roof", 3, "xE8fL0aVr7I"),
          video("Setting up a camper trailer", 8, "Hn5uC3yBj9s"),
        ],
      },
    ],
  ),
  page(
    "jayco-owners-club",
    "Jayco owners club",
    "Join the owners club for rallies, discounts and more.",
    [
      {
        kind: "paragraph",
        text: "Every Jayco owner can join the owners club through us. Membership is free for the first year.",
      },
      modelImage("jayco-journey", "Jayco Journey caravans at an owners club rally"),
      { kind: "heading", text: "Member benefits" },
      {
        kind: "list",
        items: [
          "10% off parts and accessories at our parts counter",
          "Priority service bookings",
          "Invitations to rallies and weekends away",
          "A quarterly newsletter with touring tips",
          "Discounts at partner caravan parks",
        ],
      },
      {
        kind: "paragraph",
        text: "Ask to join when you pick up your van, or",
        link: { label: "send us a message", href: "/contact" },
      },
    ],
  ),
  page("why-jayco", "Why Jayco", "Why we sell Jayco caravans, campers and motorhomes.", [
    {
      kind: "paragraph",
      text: "Jayco has built caravans in Australia for decades, for Australian roads and the way Australians travel.",
    },
    modelImage("jayco-crosstrak", "A Jayco Crosstrak off-grid caravan"),
    { kind: "heading", text: "Built here" },
    {
      kind: "paragraph",
      text: "Jaycos are built in Victoria, so parts and know-how are never far away.",
    },
    { kind: "heading", text: "A van for every trip" },
    {
      kind: "paragraph",
      text: "From the J-Pod to the Conquest motorhome, the range covers weekend campers to full-time tourers.",
      link: { label: "Browse the range", href: "/models" },
    },
  ]),
  page("meet-the-team", "Meet the team", "The people of Coastline RV Centre.", [
    {
      kind: "paragraph",
      text: "We are a family business on the Sunshine Coast, and most of us tour in a Jayco ourselves.",
    },
    heroImage,
    { kind: "heading", text: "Sales" },
    {
      kind: "paragraph",
      text: "Our sales team will walk you through every layout in the yard and set up a test tow.",
    },
    { kind: "heading", text: "Service and parts" },
    {
      kind: "paragraph",
      text: "Our workshop technicians and parts staff keep your van on the road after you buy.",
    },
  ]),
];
