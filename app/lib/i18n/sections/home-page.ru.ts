import type { Localized } from "../types";
import type { homePageTr } from "./home-page";

export const homePageRu: Localized<typeof homePageTr> = {
  hero: {
    label: "Категории",
    slideLabel: "{{index}} из {{total}}: {{name}}",
    pause: "Остановить слайды",
    play: "Запустить слайды",
    goToSlide: "Перейти к слайду «{{name}}»",
    browse: "Смотреть раздел «{{category}}»",
    slides: {
      houses: {
        headline: "От виллы с видом на море до квартиры в городе",
        text: "Жилье посуточно и на долгий срок: от Girne до Lefkoşa, от İskele до Lefke.",
      },
      cars: {
        headline: "Аренда автомобилей с подачей в аэропорт",
        text: "Встреча в Ercan и доставка в любую точку острова. От эконом-класса до внедорожников — на день или на неделю.",
      },
      shops: {
        headline: "Подходящее помещение для вашего бизнеса",
        text: "Магазины в центре, офисы, склады и производственные площади в аренду на месяц или на год.",
      },
      hotels: {
        headline: "Отдых в отелях на первой линии",
        text: "Бутик-отели и курортные комплексы от Karpaz до Girne: от завтраков до «всё включено».",
      },
      apartments: {
        headline: "Апартаменты для студентов и отдыхающих",
        text: "Студенческие апартаменты рядом с университетами и квартиры для отдыха в нескольких минутах ходьбы от пляжа.",
      },
    },
  },
  search: {
    formLabel: "Поиск объявлений по категории, городу и району",
    textFormLabel: "Поиск объявлений по словам",
    category: "Категория",
    categoryPlaceholder: "Выберите категорию",
    city: "Город",
    cityPlaceholder: "Выберите город",
    anyCity: "Все города",
    region: "Район",
    regionPlaceholder: "Выберите район",
    anyRegion: "Все районы",
    noRegions: "В этом городе нет районов",
    submit: "Найти",
    categoryRequired: "Чтобы начать поиск, сначала выберите категорию.",
  },
  sponsored: {
    title: "Спонсорские предложения",
    label: "Спонсорские материалы",
    slideLabel: "{{index}} из {{total}}",
    previous: "Предыдущий спонсорский материал",
    next: "Следующий спонсорский материал",
    goTo: "Перейти к спонсорскому материалу {{index}}",
    visit: "Перейти",
    ad: "Реклама",
  },
  featured: {
    houses: "Рекомендуемое жилье",
    cars: "Рекомендуемые автомобили",
    shops: "Рекомендуемые помещения",
    hotels: "Рекомендуемые отели",
    apartments: "Рекомендуемые апартаменты",
    viewAll: "Смотреть все",
  },
  recent: {
    title: "Новые объявления",
  },
  partners: {
    title: "Наши партнеры",
    real_estate: "Агентства недвижимости",
    car_rental: "Прокат автомобилей",
    hotel: "Отели",
    apartment: "Апартаменты",
  },
  results: {
    metaTitle: "Поиск «{{q}}» — KKTC Kiralık",
  },
  errors: {
    badSection: "Неизвестный раздел. Допустимые значения: {{sections}}.",
  },
};
