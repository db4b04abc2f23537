import type { Widen } from "../types";
import type { uploadsTr } from "./uploads";

export const uploadsEn: Widen<typeof uploadsTr> = {
  errors: {
    signedOut: "No session found",
    crossSite: "This request came from another site and was refused.",
    methodNotAllowed: "Files can only be uploaded with a POST request.",
    badRequest: "The upload could not be read. Please reload the page and try again.",
    invalidKind: "The file kind must be image or video.",
    invalidListingId: "The listing id is not valid.",
    missingFile: "Please choose a file.",
    forbidden: "You are not allowed to upload files to this listing.",
    listingNotFound: "Listing not found",
    tooLarge: "The file is too large (at most {{max}} MB).",
    imageTooLarge: "The image is too large (at most {{max}} MB).",
    videoTooLarge: "The video is too large (at most {{max}} MB).",
    unsupportedType: "This file type is not supported",
    heicUnsupported: "HEIC/HEIF images cannot be opened on the server. Please upload them as JPEG.",
    undecodable: "The image could not be opened; the file may be damaged.",
    videoMetadata:
      "The location and sensor records in this video could not be removed. Please save (export) the video again from your phone's gallery and upload that.",
    rateLimited: "You have uploaded too many files in a short time. Please try again in {{minutes}} minutes.",
    quotaExceeded:
      "Your uploads not yet saved in a listing have reached the {{max}} MB limit. Save your listing first; uploads not saved within 24 hours are deleted.",
    dailyQuotaExceeded: "You have reached the {{max}} MB you can upload in 24 hours. Please try again in {{hours}} hours.",
    tooManyInFlight: "You can upload at most {{max}} files at once. Please wait for the earlier uploads to finish.",
    failed: "The upload failed. Please try again.",
  },
};
