import * as blog from "../blog.tsx";
import * as cms from "../cms.tsx";
import type { RouteTable } from "../site-path.tsx";

/** The content group (core ROUTE_GROUPS): the blog and CMS pages. */
export const ROUTES = { blog, cms } satisfies RouteTable;
