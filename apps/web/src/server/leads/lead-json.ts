import type { LeadDelivery, LeadFileInfo, StoredLead } from "@forecourt/core/domain/lead";

/** A stored lead in the API's spelling (spec §3 field names), as integrations and webhooks get it. */
export function leadJson(lead: StoredLead) {
  return {
    id: lead.id,
    website_id: lead.websiteId,
    dealership_id: lead.dealershipId,
    dealership_slug: lead.dealershipSlug,
    location_id: lead.locationId,
    car_id: lead.carId,
    category: lead.category,
    subcategory: lead.subcategory,
    lead_status: lead.leadStatus,
    form_completed: lead.isFormCompleted,
    step_number: lead.stepNumber,
    skipped_steps: lead.skippedSteps,
    name: lead.name,
    first_name: lead.firstName,
    middle_name: lead.middleName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    fields: lead.fields,
    source: lead.source,
    url: lead.url,
    user_agent: lead.userAgent,
    visited_pages: lead.visitedPages,
    linked_query_params: lead.linkedQueryParams,
    has_files: lead.hasFiles,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}

export function leadDeliveriesJson(deliveries: LeadDelivery[]) {
  return deliveries.map((delivery) => ({
    channel: delivery.channel,
    status: delivery.status,
    attempts: delivery.attempts,
    last_error: delivery.lastError,
    next_attempt_at: delivery.nextAttemptAt.toISOString(),
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  }));
}

export function leadFilesJson(files: LeadFileInfo[]) {
  return files.map((file) => ({
    id: file.id,
    field_name: file.fieldName,
    filename: file.filename,
    content_type: file.contentType,
    size: file.size,
  }));
}
