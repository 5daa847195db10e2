import { describe, expect, it } from "vitest";
import { defaultSiteSettings, siteSettingsSchema } from "../site/site-settings.ts";
import { applySettingsPatch } from "../site/settings-patch.ts";
import {
  formErrorsOf,
  loadedSettingsValues,
  settingsConflicts,
  navLines,
  parseNavLines,
  SETTINGS_SECTIONS,
  settingsFormValues,
  settingsPatchFromForm,
  type SettingsField,
} from "./settings-form.ts";

const menu = [
  { label: "New", source: "models" as const },
  { label: "Range", href: "/models", source: "models" as const },
  {
    label: "Used",
    href: "/used",
    children: [
      { label: "Utes", href: "/used/utes", children: [{ label: "4x4", href: "/used/utes/4x4" }] },
    ],
  },
  { label: "Contact", href: "/contact" },
];

describe("the settings form", () => {
  it("writes a menu as lines and reads the lines back as the same menu", () => {
    const lines = navLines(menu);
    expect(lines).toBe(
      "New | models\nRange | /models | models\nUsed | /used\n- Utes | /used/utes\n-- 4x4 | /used/utes/4x4\nContact | /contact",
    );
    expect(parseNavLines(`${lines}\n\n`)).toEqual(menu);
  });

  it("leaves settings unchanged when the form is sent back as shown", () => {
    const stored = siteSettingsSchema.parse({
      branding: { colours: { primary: "#9a3412" }, logoUrl: "/logo.svg" },
      navigation: { header: menu },
      features: { redbook: true },
      leads: { minimumFillSeconds: 3 },
    });
    const patched = applySettingsPatch(stored, settingsPatchFromForm(settingsFormValues(stored)));
    expect(patched.ok && siteSettingsSchema.parse(patched.data)).toEqual(stored);
  });

  it("given the form as shown, patches only the fields changed", () => {
    const shown = settingsFormValues(
      siteSettingsSchema.parse({ navigation: { header: menu }, phones: { used: "03 9000 0000" } }),
    );
    expect(settingsPatchFromForm(shown, shown)).toEqual({});
    expect(
      settingsPatchFromForm(
        {
          ...shown,
          "phones.used": "03 9000 0001",
          "branding.colours.primary": ` ${shown["branding.colours.primary"]} `,
          "navigation.header": `${shown["navigation.header"]}\n\n`,
        },
        shown,
      ),
    ).toEqual({ phones: { used: "03 9000 0001" } });
  });

  it("patched by the form as its page showed it, keeps what someone else changed meanwhile", () => {
    const loaded = settingsFormValues(
      siteSettingsSchema.parse({ phones: { used: "03 9000 0000" }, branding: { tagline: "Old" } }),
    );
    // Another admin changed the tagline after this page loaded; this admin changed the phone.
    const current = { ...loaded, "branding.tagline": "Theirs" };
    const sent = { ...loaded, "phones.used": "03 9000 0001" };
    expect(settingsConflicts(sent, loaded, current)).toEqual({});
    expect(settingsPatchFromForm(sent, loaded)).toEqual({ phones: { used: "03 9000 0001" } });
    // Both changed the tagline, to different words: refused, naming what it is now.
    const both = { ...loaded, "branding.tagline": "Mine" };
    expect(settingsConflicts(both, loaded, current)).toEqual({
      "branding.tagline": "Changed by someone else after you opened the page: now “Theirs”.",
    });
    // Both to the same words is no conflict.
    expect(settingsConflicts({ ...loaded, "branding.tagline": "Theirs" }, loaded, current)).toEqual(
      {},
    );
  });

  it("reads the form's loaded values, and nothing else, from its hidden field", () => {
    expect(loadedSettingsValues(JSON.stringify({ "phones.used": "1" }))).toEqual({
      "phones.used": "1",
    });
    for (const raw of [undefined, "", "{", "[]", "null", JSON.stringify({ a: 1 })]) {
      expect(loadedSettingsValues(raw)).toBeNull();
    }
  });

  it("turns an empty text into its default, an unsent box into off and a number into a number", () => {
    const patch = settingsPatchFromForm({
      ...settingsFormValues(defaultSiteSettings()),
      "phones.used": " ",
      "leads.minimumFillSeconds": "4",
      "features.redbook": "on",
      "leads.isMessageRequired": "",
    });
    expect(patch).toMatchObject({
      phones: { used: null },
      leads: { minimumFillSeconds: 4, isMessageRequired: false },
      features: { redbook: true, autograb: false },
    });
  });

  it("shows whether the offers and news box starts ticked, with a note, and saves a change", () => {
    const fields = SETTINGS_SECTIONS.flatMap((section): readonly SettingsField[] => section.fields);
    const field = fields.find((f) => f.path === "leads.isOptInTickedByDefault");
    expect(field).toMatchObject({ kind: { type: "checkbox" } });
    expect(field?.hint).toMatch(/express consent/);
    const shown = settingsFormValues(defaultSiteSettings());
    expect(shown["leads.isOptInTickedByDefault"]).toBe("on");
    expect(settingsPatchFromForm({ ...shown, "leads.isOptInTickedByDefault": "" }, shown)).toEqual({
      leads: { isOptInTickedByDefault: false },
    });
  });

  it("shows whether sales may add and edit cars (off by default) and saves a change", () => {
    const shown = settingsFormValues(defaultSiteSettings());
    expect(shown["stock.salesMayListCars"]).toBe("");
    expect(settingsPatchFromForm({ ...shown, "stock.salesMayListCars": "on" }, shown)).toEqual({
      stock: { salesMayListCars: true },
    });
  });

  it("puts each error beside its field, a menu's deep ones on the menu", () => {
    expect(
      formErrorsOf({
        "branding.colours.primaryForeground": "too faint",
        "navigation.header.1.children.0.href": "bad link",
        "search.pageSize": "elsewhere",
      }),
    ).toEqual({
      "branding.colours.primaryForeground": "too faint",
      "navigation.header": "bad link (link 2, link 1, href)",
      form: "elsewhere",
    });
  });

  it("edits the footer as columns: a title line, its links under it, and back the same", () => {
    const footer = [
      {
        title: "Our cars",
        links: [
          { label: "Used", href: "/used" },
          { label: "New", href: "/new" },
        ],
      },
      { title: "About", links: [{ label: "Contact", href: "/contact" }] },
    ];
    const stored = siteSettingsSchema.parse({ navigation: { footer } });
    const shown = settingsFormValues(stored);
    expect(shown["navigation.footer"]).toBe(
      "Our cars\n- Used | /used\n- New | /new\nAbout\n- Contact | /contact",
    );
    expect(settingsPatchFromForm(shown, shown)).toEqual({});
    const patch = settingsPatchFromForm(
      {
        ...shown,
        "navigation.footer": `${shown["navigation.footer"]}\nHelp\n- Finance | /finance`,
      },
      shown,
    );
    expect(patch).toEqual({
      navigation: {
        footer: [...footer, { title: "Help", links: [{ label: "Finance", href: "/finance" }] }],
      },
    });
    const patched = applySettingsPatch(stored, patch);
    expect(patched.ok && siteSettingsSchema.parse(patched.data).navigation.footer).toHaveLength(3);
    expect(formErrorsOf({ "navigation.footer.1.links.0.href": "bad link" })).toEqual({
      "navigation.footer": "bad link (link 2, link 1, href)",
    });
  });
});
