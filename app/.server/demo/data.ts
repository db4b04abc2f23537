/** Hand-written demo sellers, form fields, sponsored content and partner companies (docs/product.md §3). */
import type { AccountType, PartnerType } from "~/domain/listing";

export interface DemoProfile {
  id: string;
  email: string;
  displayName: string;
  companyName: string | null;
  accountType: AccountType;
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  bio: string | null;
  /** The bio in English (English pages show it). */
  bioEn: string | null;
  location: string | null;
  isAdmin: boolean;
  /** Days between the profile's creation and the seed. */
  joinedDaysAgo: number;
  /** Drawn avatar, if any: company initials or a simple portrait. */
  avatar: null | { kind: "initials"; text: string; color: string } | { kind: "portrait"; color: string };
}

export const DEMO_ADMIN_ID = "demo-admin";

export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    id: DEMO_ADMIN_ID,
    email: "admin@kktckiralik.com",
    displayName: "KKTC Kiralık Yönetim",
    companyName: null,
    accountType: "individual",
    phone: "905338887766",
    whatsapp: "905338887766",
    website: null,
    bio: "İlan onayları ve kullanıcı destek ekibi.",
    bioEn: "Listing approvals and member support.",
    location: "Lefkoşa",
    isAdmin: true,
    joinedDaysAgo: 240,
    avatar: null,
  },
  {
    id: "demo-seller-1",
    email: "info@girnesahilemlak.example",
    displayName: "Girne Sahil Emlak",
    companyName: "Girne Sahil Emlak Ltd.",
    accountType: "company",
    phone: "905338214470",
    whatsapp: "905338214470",
    website: "https://www.girnesahilemlak.example",
    bio: "2009'dan beri Girne ve çevresinde kiralık villa, daire ve işyeri portföyü. Türkçe ve İngilizce hizmet veriyoruz; kira sözleşmesinden elektrik aboneliğine kadar her adımda yanınızdayız.",
    bioEn:
      "Villas, flats and business premises to rent in and around Kyrenia (Girne) since 2009. We work in Turkish and English and help at every step, from the lease to connecting the electricity.",
    location: "Girne - Merkez",
    isAdmin: false,
    joinedDaysAgo: 210,
    avatar: { kind: "initials", text: "GS", color: "#0f6e8c" },
  },
  {
    id: "demo-seller-2",
    email: "rezervasyon@besparmakoto.example",
    displayName: "Beşparmak Oto Kiralama",
    companyName: "Beşparmak Oto Kiralama",
    accountType: "company",
    phone: "905428806112",
    whatsapp: "905428806112",
    website: "https://www.besparmakoto.example",
    bio: "Ercan Havalimanı'nda 7/24 karşılama, Girne ve Lefkoşa'ya ücretsiz teslim. Filomuzdaki tüm araçlar sağdan direksiyonlu ve kaskoludur.",
    bioEn:
      "Meet and greet at Ercan Airport around the clock, free delivery to Kyrenia (Girne) and Nicosia (Lefkoşa). Every car in our fleet is right-hand drive and fully insured.",
    location: "Ercan",
    isAdmin: false,
    joinedDaysAgo: 180,
    avatar: { kind: "initials", text: "BO", color: "#c2410c" },
  },
  {
    id: "demo-seller-3",
    email: "ayse.demirci@example.com",
    displayName: "Ayşe Demirci",
    companyName: null,
    accountType: "individual",
    phone: "905338471925",
    whatsapp: "905338471925",
    website: null,
    bio: "Lefkoşa'da ailemize ait birkaç daireyi kendim kiralıyorum. Uzun dönem, düzenli kiracıları tercih ederim.",
    bioEn: "I rent out a few flats my family owns in Nicosia (Lefkoşa) myself. I prefer long-term, reliable tenants.",
    location: "Lefkoşa - Kumsal",
    isAdmin: false,
    joinedDaysAgo: 150,
    avatar: { kind: "portrait", color: "#7c3aed" },
  },
  {
    id: "demo-seller-4",
    email: "ofis@magusaticari.example",
    displayName: "Mağusa Ticari Gayrimenkul",
    companyName: "Mağusa Ticari Gayrimenkul ve Danışmanlık",
    accountType: "company",
    phone: "905488630214",
    whatsapp: "905488630214",
    website: "https://www.magusaticari.example",
    bio: "Dükkan, ofis, depo ve fabrika kiralamasında uzmanız. Gazimağusa, Lefkoşa ve Ercan sanayi bölgelerinde güncel portföy.",
    bioEn:
      "Specialists in renting shops, offices, warehouses and factories. Current listings in Famagusta (Gazimağusa), Nicosia (Lefkoşa) and the Ercan industrial areas.",
    location: "Gazimağusa - Merkez",
    isAdmin: false,
    joinedDaysAgo: 200,
    avatar: null,
  },
  {
    id: "demo-seller-5",
    email: "satis@karpazkoyuturizm.example",
    displayName: "Karpaz Koyu Turizm",
    companyName: "Karpaz Koyu Turizm ve Otelcilik Ltd.",
    accountType: "company",
    phone: "905428117305",
    whatsapp: "905428117305",
    website: "https://www.karpazkoyuturizm.example",
    bio: "İskele'den Karpaz'a ve Girne'ye uzanan otel ve tatil köyü işletmeciliği. Grup ve uzun konaklamalarda özel fiyat veriyoruz.",
    bioEn: "Hotels and holiday villages from Iskele to the Karpaz and Kyrenia (Girne). Special prices for groups and long stays.",
    location: "İskele - Boğaz",
    isAdmin: false,
    joinedDaysAgo: 170,
    avatar: null,
  },
  {
    id: "demo-seller-6",
    email: "mehmet.ozkan@example.com",
    displayName: "Mehmet Özkan",
    companyName: null,
    accountType: "individual",
    phone: "905338902617",
    whatsapp: "905338902617",
    website: null,
    bio: "Güzelyurt'ta narenciye üreticisiyim. Köydeki evlerimizi ve çarşıdaki dükkanımızı kiraya veriyorum.",
    bioEn: "I grow citrus in Güzelyurt (Morphou) and rent out our village houses and our shop in the market.",
    location: "Güzelyurt - Merkez",
    isAdmin: false,
    joinedDaysAgo: 120,
    avatar: null,
  },
  {
    id: "demo-seller-7",
    email: "zeynep.aksoy@example.com",
    displayName: "Zeynep Aksoy",
    companyName: null,
    accountType: "individual",
    phone: "905428339481",
    whatsapp: "905428339481",
    website: null,
    bio: "Girne'de yaşıyorum; yazlık evlerimizi ve küçük butik otelimizin odalarını buradan kiralıyorum. Mesajlara genelde aynı gün dönerim.",
    bioEn:
      "I live in Kyrenia (Girne) and rent out our summer houses and the rooms of our small boutique hotel here. I usually answer messages the same day.",
    location: "Girne - Alsancak",
    isAdmin: false,
    joinedDaysAgo: 95,
    avatar: { kind: "portrait", color: "#db2777" },
  },
  {
    id: "demo-seller-8",
    email: "info@lefkevadiapart.example",
    displayName: "Lefke Vadi Apart",
    companyName: "Lefke Vadi Apart ve Otel",
    accountType: "company",
    phone: "905488215570",
    whatsapp: "905488215570",
    website: "https://www.lefkevadiapart.example",
    bio: "Lefke Avrupa Üniversitesi'ne yürüme mesafesinde öğrenci apartları ve Gemikonağı sahilinde tatil daireleri.",
    bioEn: "Student flats within walking distance of European University of Lefke, and holiday flats on the Gemikonağı seafront.",
    location: "Lefke - Merkez",
    isAdmin: false,
    joinedDaysAgo: 160,
    avatar: { kind: "initials", text: "LV", color: "#15803d" },
  },
  {
    id: "demo-seller-9",
    email: "info@mesaryarentacar.example",
    displayName: "Mesarya Rent a Car",
    companyName: "Mesarya Rent a Car",
    accountType: "company",
    phone: "905338760043",
    whatsapp: "905338760043",
    website: "https://www.mesaryarentacar.example",
    bio: "Gazimağusa merkezli araç kiralama. Öğrencilere ve uzun dönem kiralamalara indirim, Ercan ve Larnaka geçişlerine transfer.",
    bioEn: "Car rental based in Famagusta (Gazimağusa). Discounts for students and long rentals; transfers to Ercan and across to Larnaca.",
    location: "Gazimağusa - Sakarya",
    isAdmin: false,
    joinedDaysAgo: 140,
    avatar: null,
  },
  {
    id: "demo-seller-10",
    email: "can.erdem@example.com",
    displayName: "Can Erdem",
    companyName: null,
    accountType: "individual",
    phone: "905488174236",
    whatsapp: "905488174236",
    website: null,
    bio: "Long Beach'te iki tatil dairem var, yaz aylarında haftalık kiralıyorum. Ara sıra kendi aracımı da kiraya veriyorum.",
    bioEn: "I have two holiday flats at Long Beach and rent them by the week in summer. Now and then I rent out my own car too.",
    location: "İskele - Boğaztepe (Long Beach)",
    isAdmin: false,
    joinedDaysAgo: 75,
    avatar: null,
  },
];

export interface DemoSponsored {
  key: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  company: string;
  linkUrl: string;
  isActive: boolean;
  /** Banner illustration theme and colours. */
  art: { theme: "insurance" | "cars" | "moving" | "furniture" | "villas"; colors: [string, string, string] };
}

export const DEMO_SPONSORED: readonly DemoSponsored[] = [
  {
    key: "yesilada-sigorta",
    title: "Kiracılar için eşya sigortası",
    titleEn: "Contents insurance for tenants",
    description:
      "Kiraladığınız evdeki eşyalarınızı yangın, su baskını ve hırsızlığa karşı aylık 450 TL'den başlayan fiyatlarla güvenceye alın.",
    descriptionEn: "Protect your belongings in a rented home against fire, flooding and theft, from 450 TL a month.",
    company: "Yeşilada Sigorta",
    linkUrl: "https://www.yesiladasigorta.example/kiraci-sigortasi",
    isActive: true,
    art: { theme: "insurance", colors: ["#0f766e", "#99f6e4", "#f0fdfa"] },
  },
  {
    key: "besparmak-ercan",
    title: "Ercan'da ücretsiz karşılama",
    titleEn: "Free meet-and-greet at Ercan",
    description: "Uçağınız indiğinde aracınız kapıda. 7 gün ve üzeri kiralamalarda bebek koltuğu ve ek sürücü ücretsiz.",
    descriptionEn: "Your car is waiting when you land. Child seat and an extra driver are free on rentals of 7 days or more.",
    company: "Beşparmak Oto Kiralama",
    linkUrl: "https://www.besparmakoto.example/ercan",
    isActive: true,
    art: { theme: "cars", colors: ["#c2410c", "#fed7aa", "#fff7ed"] },
  },
  {
    key: "lefkosa-nakliyat",
    title: "Evden eve nakliyat, ücretsiz ekspertiz",
    titleEn: "Home moving with a free survey",
    description: "Lefkoşa, Girne ve Gazimağusa arasında sigortalı taşımacılık. Ambalaj malzemesi ve montaj fiyata dahil.",
    descriptionEn: "Insured moves between Nicosia, Kyrenia and Famagusta. Packing materials and furniture assembly included.",
    company: "Lefkoşa Nakliyat",
    linkUrl: "https://www.lefkosanakliyat.example",
    isActive: true,
    art: { theme: "moving", colors: ["#1d4ed8", "#bfdbfe", "#eff6ff"] },
  },
  {
    key: "mavi-koy-mobilya",
    title: "Eşyalı kiralık için hazır mobilya paketleri",
    titleEn: "Ready furniture packages for furnished rentals",
    description: "1+1 daireden 4+1 villaya kadar tek seferde döşeme. Ev sahiplerine 12 aya varan taksit imkânı.",
    descriptionEn: "Furnish anything from a one-bedroom flat to a four-bedroom villa in one go, with up to 12 instalments for landlords.",
    company: "Mavi Koy Mobilya",
    linkUrl: "https://www.mavikoymobilya.example/paketler",
    isActive: true,
    art: { theme: "furniture", colors: ["#92400e", "#fde68a", "#fffbeb"] },
  },
  {
    key: "girne-sahil-yaz",
    title: "Yazlık villa sezonu açıldı",
    titleEn: "Summer villa season is open",
    description: "Girne ve Esentepe'de havuzlu villalarda erken rezervasyona özel yüzde 15 indirim.",
    descriptionEn: "15% early-booking discount on villas with pools in Kyrenia and Esentepe.",
    company: "Girne Sahil Emlak",
    linkUrl: "https://www.girnesahilemlak.example/yazlik",
    isActive: false,
    art: { theme: "villas", colors: ["#0e7490", "#a5f3fc", "#ecfeff"] },
  },
];

export interface DemoPartner {
  name: string;
  type: PartnerType;
  linkUrl: string;
  isActive: boolean;
  initials: string;
  color: string;
  mark: "circle" | "square" | "diamond" | "roof" | "wave";
}

const partner = (
  type: PartnerType,
  name: string,
  domain: string,
  initials: string,
  color: string,
  mark: DemoPartner["mark"],
  isActive = true,
): DemoPartner => ({ type, name, linkUrl: `https://www.${domain}.example`, initials, color, mark, isActive });

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  partner("real_estate", "Girne Sahil Emlak", "girnesahilemlak", "GS", "#0f6e8c", "roof"),
  partner("real_estate", "Lapta Yapı & Emlak", "laptayapi", "LY", "#b45309", "roof"),
  partner("real_estate", "Mesarya Gayrimenkul", "mesaryagayrimenkul", "MG", "#4d7c0f", "square"),
  partner("real_estate", "Karpaz Emlak Ofisi", "karpazemlak", "KE", "#be123c", "circle"),
  partner("real_estate", "Lefkoşa Konut Danışmanlık", "lefkosakonut", "LK", "#475569", "diamond", false),
  partner("car_rental", "Beşparmak Oto Kiralama", "besparmakoto", "BO", "#c2410c", "circle"),
  partner("car_rental", "Mesarya Rent a Car", "mesaryarentacar", "MR", "#1d4ed8", "square"),
  partner("car_rental", "Kordon Rent a Car", "kordonrentacar", "KR", "#0f766e", "wave"),
  partner("car_rental", "Ercan Transfer & Kiralama", "ercantransfer", "ET", "#7c3aed", "diamond"),
  partner("car_rental", "Salamis Oto", "salamisoto", "SO", "#a16207", "circle", false),
  partner("hotel", "Karpaz Koyu Turizm", "karpazkoyuturizm", "KK", "#0e7490", "wave"),
  partner("hotel", "Bellapais Butik Otel", "bellapaisbutik", "BB", "#9f1239", "diamond"),
  partner("hotel", "Mimoza Otel Girne", "mimozaotel", "MO", "#ca8a04", "circle"),
  partner("hotel", "Selimiye Palas", "selimiyepalas", "SP", "#334155", "square"),
  partner("hotel", "Yedidalga Sahil Otel", "yedidalgaotel", "YS", "#0369a1", "wave"),
  partner("apartment", "Lefke Vadi Apart", "lefkevadiapart", "LV", "#15803d", "roof"),
  partner("apartment", "Kampüs Apart Mağusa", "kampusapart", "KA", "#6d28d9", "square"),
  partner("apartment", "Alsancak Sahil Apart", "alsancaksahil", "AS", "#0284c7", "wave"),
  partner("apartment", "Gönyeli Öğrenci Evleri", "gonyeliogrenci", "GÖ", "#dc2626", "circle"),
  partner("apartment", "Tatlısu Tatil Evleri", "tatlisutatil", "TT", "#0d9488", "roof", false),
];
