/** The footer column every demo site starts with: its about, blog, careers and legal pages. */
export const legalFooter = (blogPath: string) => [
  {
    title: "Information",
    links: [
      { label: "About us", href: "/about-us" },
      { label: "Blog", href: blogPath },
      { label: "Careers", href: "/careers" },
      { label: "Privacy policy", href: "/privacy-policy/" },
      { label: "Terms and conditions", href: "/terms-and-conditions/" },
    ],
  },
];
