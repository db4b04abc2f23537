import { describe, expect, it } from "vitest";
import {
  classifyMediaLink,
  googleMapsEmbedUrl,
  isGoogleMapsUrl,
  matterportEmbedUrl,
  parseGoogleMapsLocation,
  parseMatterportId,
  parseYouTubeId,
  youTubeEmbedUrl,
} from "~/domain/media-links";

describe("YouTube links", () => {
  it("read the id from watch, shorts, embed, live, mobile, music and nocookie URLs and youtu.be", () => {
    const id = "dQw4w9WgXcQ";
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}&t=42`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://music.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/embed/${id}?start=10`,
      `https://www.youtube.com/live/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://youtu.be/${id}`,
      `https://youtu.be/${id}?si=abc`,
      `  http://youtu.be/${id}  `,
    ]) {
      expect(parseYouTubeId(url), url).toBe(id);
    }
  });

  it('accept a bare id of 6+ characters (docs/product.md §5 "Links") unless bare ids are turned off', () => {
    expect(parseYouTubeId("abc123")).toBe("abc123");
    expect(parseYouTubeId("abc12")).toBeNull();
    expect(parseYouTubeId("abc123", { allowBareId: false })).toBeNull();
  });

  it("reject other hosts, paths, and ids with unsafe characters", () => {
    for (const input of [
      "",
      "https://vimeo.com/123456789",
      "https://www.youtube.com/",
      "https://www.youtube.com/channel/UC1234567",
      "https://www.youtube.com/watch?v=",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      'https://www.youtube.com/embed/dQw4"onload="x',
      "https://youtu.be/",
      "javascript:alert(1)",
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      "not an id!",
    ]) {
      expect(parseYouTubeId(input), input).toBeNull();
    }
  });

  it("embed through youtube-nocookie from a valid id only", () => {
    expect(youTubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(() => youTubeEmbedUrl("bad id")).toThrow();
  });
});

describe("Matterport links", () => {
  const id = "SxQL3iGyoDo";

  it("read the model id from show URLs, models URLs, iframe snippets and bare ids", () => {
    expect(parseMatterportId(`https://my.matterport.com/show/?m=${id}`)).toBe(id);
    expect(parseMatterportId(`https://my.matterport.com/show?m=${id}&play=1&qs=1`)).toBe(id);
    expect(parseMatterportId(`https://matterport.com/models/${id}`)).toBe(id);
    expect(
      parseMatterportId(
        `<iframe width="853" height="480" src="https://my.matterport.com/show/?m=${id}&amp;play=1" frameborder="0" allowfullscreen allow="xr-spatial-tracking"></iframe>`,
      ),
    ).toBe(id);
    expect(parseMatterportId(id)).toBe(id);
    expect(parseMatterportId(id, { allowBareId: false })).toBeNull();
  });

  it("reject other hosts, broken snippets and ids with unsafe characters", () => {
    for (const input of [
      "",
      "https://example.com/show/?m=SxQL3iGyoDo",
      "https://my.matterport.com/show/",
      "https://my.matterport.com/show/?m=abc<script>",
      '<iframe src="https://evil.example/show/?m=SxQL3iGyoDo"></iframe>',
      "<iframe></iframe>",
      "<img src=x onerror=alert(1)>",
      "SxQL-3i Gy",
    ]) {
      expect(parseMatterportId(input), input).toBeNull();
    }
  });

  it("build the tour URL from a valid id only", () => {
    expect(matterportEmbedUrl(id)).toBe(`https://my.matterport.com/show/?m=${id}`);
    expect(() => matterportEmbedUrl("x&y=1")).toThrow();
  });
});

describe("listing video entries", () => {
  it("classify YouTube, Matterport and direct video files", () => {
    expect(classifyMediaLink("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      kind: "youtube",
      id: "dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(classifyMediaLink("https://my.matterport.com/show/?m=SxQL3iGyoDo")).toEqual({
      kind: "matterport",
      id: "SxQL3iGyoDo",
      embedUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    });
    expect(classifyMediaLink("https://cdn.example.com/tour/villa.mp4")).toEqual({
      kind: "video",
      url: "https://cdn.example.com/tour/villa.mp4",
    });
    expect(classifyMediaLink("/media/listing-videos/u1/l1/1700000000-tour.webm")).toEqual({
      kind: "video",
      url: "/media/listing-videos/u1/l1/1700000000-tour.webm",
    });
  });

  it("drop bare ids, plain http videos, non-video files, traversal and pasted HTML", () => {
    for (const input of [
      "dQw4w9WgXcQ",
      "http://cdn.example.com/villa.mp4",
      "https://cdn.example.com/villa.jpg",
      "/media/../secret.mp4",
      "/etc/passwd.mp4",
      "javascript:alert(1)//.mp4",
      '<video src="https://cdn.example.com/v.mp4"></video>',
      "",
    ]) {
      expect(classifyMediaLink(input), input).toBeNull();
    }
  });
});

describe("Google Maps links", () => {
  it('recognise Google Maps addresses and short links (docs/product.md §5 "Links")', () => {
    for (const url of [
      "https://www.google.com/maps/@35.33,33.32,15z",
      "https://www.google.com.tr/maps/place/Girne",
      "https://www.google.co.uk/maps?q=35.3,33.3",
      "https://maps.google.com/?q=Girne",
      "https://maps.app.goo.gl/abcDEF123",
      "https://goo.gl/maps/abcDEF123",
    ]) {
      expect(isGoogleMapsUrl(url), url).toBe(true);
    }
    for (const url of [
      "https://www.google.com/search?q=girne",
      "https://maps.example.com/maps/@35,33,15z",
      "https://www.google.com.evil.example/maps/@35,33,15z",
      "http://www.google.com/maps/@35.33,33.32,15z",
      "https://goo.gl/abc",
      "not a url",
    ]) {
      expect(isGoogleMapsUrl(url), url).toBe(false);
    }
  });

  it("read the link's point first (a dropped pin before the camera's @lat,lng), then q/query/ll as a name, then the place name", () => {
    expect(
      parseGoogleMapsLocation("https://www.google.com/maps/place/Villa/@35.3301,33.3102,15z/data=!3m1!4b1!4m6!3m5!3d35.33412!4d33.31877"),
    ).toEqual({ kind: "coordinates", lat: 35.33412, lng: 33.31877 });
    expect(parseGoogleMapsLocation("https://www.google.com/maps/@35.33812,33.31944,15z")).toEqual({
      kind: "coordinates",
      lat: 35.33812,
      lng: 33.31944,
    });
    expect(parseGoogleMapsLocation("https://www.google.com/maps/place/%C3%87atalk%C3%B6y,+Girne/@35.32,33.39,16z")).toEqual({
      kind: "coordinates",
      lat: 35.32,
      lng: 33.39,
    });
    expect(parseGoogleMapsLocation("https://maps.google.com/?q=35.1, 33.9")).toEqual({ kind: "coordinates", lat: 35.1, lng: 33.9 });
    expect(parseGoogleMapsLocation("https://www.google.com/maps/search/?api=1&query=-33.85,151.2")).toEqual({
      kind: "coordinates",
      lat: -33.85,
      lng: 151.2,
    });
    expect(parseGoogleMapsLocation("https://www.google.com/maps?q=Bellapais+Manast%C4%B1r%C4%B1")).toEqual({
      kind: "place",
      query: "Bellapais Manastırı",
    });
    expect(parseGoogleMapsLocation("https://www.google.com/maps/place/%C3%87atalk%C3%B6y,+Girne")).toEqual({
      kind: "place",
      query: "Çatalköy, Girne",
    });
  });

  it("give nothing for short links, out-of-range coordinates or other sites", () => {
    expect(parseGoogleMapsLocation("https://maps.app.goo.gl/abcDEF123")).toBeNull();
    expect(parseGoogleMapsLocation("https://www.google.com/maps/@95.1,33.2,15z")).toBeNull();
    expect(parseGoogleMapsLocation("https://www.google.com/maps")).toBeNull();
    expect(parseGoogleMapsLocation("https://example.com/maps/@35.3,33.3,15z")).toBeNull();
    expect(parseGoogleMapsLocation("https://www.google.com/maps/place/%E0%A4%A")).toBeNull();
  });

  it("build the satellite embed from parsed values only", () => {
    expect(googleMapsEmbedUrl({ kind: "coordinates", lat: 35.33812, lng: 33.31944 })).toBe(
      "https://www.google.com/maps?q=35.33812,33.31944&t=k&z=15&output=embed",
    );
    const embed = googleMapsEmbedUrl({ kind: "place", query: 'Girne "><script>' });
    expect(embed).toBe("https://www.google.com/maps?q=Girne%20%22%3E%3Cscript%3E&t=k&output=embed");
    expect(new URL(embed).searchParams.get("q")).toBe('Girne "><script>');
  });
});
