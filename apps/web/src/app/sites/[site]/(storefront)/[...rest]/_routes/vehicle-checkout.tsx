import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { RouteProps } from "./route-props.ts";

export async function metadata(_props: RouteProps<"vehicle-checkout">): Promise<Metadata> {
  return {};
}

/** Not built yet: renders the site's 404 page. */
export default async function VehicleCheckoutRoute(
  _props: RouteProps<"vehicle-checkout">,
): Promise<React.ReactNode> {
  notFound();
}
