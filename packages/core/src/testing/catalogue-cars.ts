import type { CarDetail } from "../domain/car-detail.ts";
import type { CarImage } from "../domain/car.ts";
import { buildCarDetail } from "./car-detail.ts";

/**
 * Cars unlike each other in every way a feed writes differently (type, fuel, body, prices,
 * images, text that needs quoting or escaping, missing optional values), each complete enough for
 * every feed to list it.
 */
const photos = (stock: string, count: number, base = "/media/cars"): CarImage[] =>
  Array.from({ length: count }, (_, n) => ({
    url: `${base}/${stock}/${n}.jpg`,
    thumbUrl: `${base}/${stock}/${n}-thumb.jpg`,
    width: 1600,
    height: 1067,
    alt: n === 0 ? "Front three-quarter" : "",
  }));

export function variedCatalogueCars(): CarDetail[] {
  return [
    buildCarDetail(),
    buildCarDetail({
      car: {
        id: 102,
        slug: "2026-toyota-rav4-cruiser-awd-hybrid-n2001",
        name: "2026 Toyota RAV4 Cruiser AWD Hybrid",
        model: "RAV4",
        badge: "Cruiser AWD",
        body: "SUV",
        colour: null,
        carType: "new",
        km: 12,
        year: 2026,
        price: 52_990,
        dapPrice: 56_490,
        simpleFuel: "Hybrid",
        transmission: "CVT",
        stockNumber: "N2001",
        vin: "JTMW43FV0TD123457",
        description:
          "=cmd|' /C calc'!A0 \"Brand new\", 5 seats, <b>AWD</b> & more.\nSecond line; 🚗 ready.",
        primaryImageUrl: "/media/cars/N2001/0.jpg",
        images: photos("N2001", 3),
      },
    }),
    buildCarDetail({
      car: {
        id: 103,
        slug: "2022-ford-ranger-xlt-4x4-u1003",
        name: "2022 Ford Ranger XLT 4x4",
        make: "Ford",
        model: "Ranger",
        series: "PY",
        badge: "XLT",
        body: "Dual Cab Pick-up",
        colour: "Meteor Grey",
        transmission: "6 Speed Manual",
        year: 2022,
        km: 64_210,
        isCertified: true,
        isReserved: true,
        price: 48_990,
        beforePrice: 51_990,
        simpleFuel: "Diesel",
        stockNumber: "U1003",
        vin: "MPBUMFF65NX123458",
        description: "- Tow pack\n- Canopy",
        primaryImageUrl: "/media/default.jpg",
        images: photos("U1003", 2, "https://cdn.example/stock"),
      },
      location: {
        slug: "blacktown",
        name: "Harbour Motors Blacktown",
        phone: "+61 2 9000 1111",
        address: {
          street: "1 Main St",
          city: "Blacktown",
          state: "NSW",
          postcode: "2148",
          lat: null,
          long: null,
          placeId: null,
          placeUrl: null,
          mapKey: null,
          full: "1 Main St, Blacktown NSW 2148",
          mapUrl: null,
        },
      },
    }),
    buildCarDetail({
      car: {
        id: 104,
        slug: "2025-skoda-octavia-rs-d104",
        name: "2025 Škoda Octavia RS",
        make: "Škoda",
        model: "Octavia",
        series: null,
        badge: null,
        body: "Liftback",
        colour: "Race Blue",
        transmission: null,
        carType: "demo",
        km: 2_400,
        year: 2025,
        price: 49_990.5,
        simpleFuel: "PHEV",
        stockNumber: "",
        vin: "TMBJJ7NX9SY123459",
        description: null,
        primaryImageUrl: null,
        images: photos("D104", 25),
      },
    }),
    buildCarDetail({
      car: {
        id: 105,
        slug: "2024-mazda-mx-5-rf-u1005",
        name: "2024 Mazda MX-5 RF",
        make: "Mazda",
        model: "MX-5",
        badge: "RF GT",
        body: "Convertible",
        colour: "Soul Red",
        status: "coming_soon",
        carType: "used",
        km: 9_800,
        year: 2024,
        price: 44_500,
        simpleFuel: "Electric",
        transmission: "Reduction Gear",
        stockNumber: "U1005",
        vin: "JM1ND2A7XR0123450",
        createdAt: new Date("2026-11-25T23:30:00Z"),
      },
    }),
    buildCarDetail({
      car: {
        id: 106,
        slug: "2026-hyundai-ioniq-5-n-n2006",
        // Google's 150-character title limit falls inside the flag emoji (a UTF-16 pair).
        name: `2026 Hyundai IONIQ 5 N ${"Performance Pack ".repeat(7)}${"x".repeat(5)} 🏁 Track ready`,
        make: "Hyundai",
        model: "IONIQ 5 N",
        body: "Hatch",
        carType: "new",
        km: 5,
        year: 2026,
        price: 111_000,
        dapPrice: 116_500,
        simpleFuel: "Electric",
        transmission: "Reduction Gear",
        stockNumber: "N2006",
        vin: "KMHKM81G2TU123461",
        // A dealer system's HTML, with a stray bell and form feed among it.
        description:
          "<p>N Grin Shift &amp; launch control.</p>\u0007<ul><li>Track pack</li><li>Heated seats</li></ul>\f",
        primaryImageUrl: "/media/cars/N2006/0.jpg",
        images: photos("N2006", 2),
      },
    }),
  ];
}
