import type { Language } from './constants';

/**
 * The inspection checklist a driver walks (issue 8), grouped by area in walking order. Keys are stable:
 * they are stored with every answered part, so change a label freely but never a key (a report holding a
 * key no longer listed shows the key itself).
 */
export const INSPECTION_AREAS = [
  'exterior',
  'tyres',
  'brakes',
  'lights',
  'fluids',
  'cabin',
  'safety_equipment',
  'documents',
] as const;
export type InspectionArea = (typeof INSPECTION_AREAS)[number];

type Label = Record<Language, string>;

export const INSPECTION_AREA_LABELS: Record<InspectionArea, Label> = {
  exterior: { ar: 'الهيكل الخارجي', en: 'Exterior' },
  tyres: { ar: 'الإطارات والعجلات', en: 'Tyres and wheels' },
  brakes: { ar: 'المكابح', en: 'Brakes' },
  lights: { ar: 'الأنوار والإشارات', en: 'Lights and signals' },
  fluids: { ar: 'السوائل', en: 'Fluids' },
  cabin: { ar: 'المقصورة', en: 'Cabin' },
  safety_equipment: { ar: 'معدات السلامة', en: 'Safety equipment' },
  documents: { ar: 'الوثائق', en: 'Documents' },
};

const items = <const T extends Record<string, Label>>(labels: T) => labels;

/** Every item by area: key → label in both languages. */
export const INSPECTION_ITEMS_BY_AREA = {
  exterior: items({
    body_panels: { ar: 'الهيكل والطلاء', en: 'Body panels and paint' },
    windscreen: { ar: 'الزجاج الأمامي', en: 'Windscreen' },
    windows: { ar: 'النوافذ الجانبية والخلفية', en: 'Side and rear windows' },
    mirrors: { ar: 'المرايا الجانبية والداخلية', en: 'Side and rear-view mirrors' },
    wipers: { ar: 'المساحات وبخاخ الزجاج', en: 'Wipers and washers' },
    doors_locks: { ar: 'الأبواب والأقفال', en: 'Doors and locks' },
    bumpers: { ar: 'الصدامات', en: 'Bumpers' },
    number_plates: { ar: 'لوحات الأرقام', en: 'Number plates' },
  }),
  tyres: items({
    tyre_front_left: { ar: 'الإطار الأمامي الأيسر', en: 'Front left tyre' },
    tyre_front_right: { ar: 'الإطار الأمامي الأيمن', en: 'Front right tyre' },
    tyre_rear_left: { ar: 'الإطار الخلفي الأيسر', en: 'Rear left tyre' },
    tyre_rear_right: { ar: 'الإطار الخلفي الأيمن', en: 'Rear right tyre' },
    spare_tyre: { ar: 'الإطار الاحتياطي', en: 'Spare tyre' },
    wheel_nuts: { ar: 'صواميل العجلات', en: 'Wheel nuts' },
  }),
  brakes: items({
    service_brake: { ar: 'فرامل القدم', en: 'Service (foot) brake' },
    parking_brake: { ar: 'فرامل اليد', en: 'Parking brake' },
    brake_warning: { ar: 'لمبة تحذير المكابح و ABS مطفأة', en: 'Brake and ABS warning lights off' },
  }),
  lights: items({
    headlights: { ar: 'الأنوار الأمامية', en: 'Headlights' },
    tail_lights: { ar: 'الأنوار الخلفية', en: 'Tail lights' },
    brake_lights: { ar: 'أنوار الفرامل', en: 'Brake lights' },
    indicators: { ar: 'إشارات الانعطاف', en: 'Turn indicators' },
    hazard_lights: { ar: 'أنوار التحذير (الفلاشر)', en: 'Hazard lights' },
    reverse_lights: { ar: 'أنوار الرجوع للخلف', en: 'Reversing lights' },
  }),
  fluids: items({
    engine_oil: { ar: 'زيت المحرك', en: 'Engine oil' },
    coolant: { ar: 'سائل التبريد', en: 'Coolant' },
    brake_fluid: { ar: 'زيت الفرامل', en: 'Brake fluid' },
    power_steering_fluid: { ar: 'زيت الدركسون', en: 'Power steering fluid' },
    washer_fluid: { ar: 'ماء بخاخ الزجاج', en: 'Washer fluid' },
    leaks: { ar: 'لا تسريب أسفل المركبة', en: 'No leaks under the vehicle' },
  }),
  cabin: items({
    seat_belts: { ar: 'أحزمة الأمان', en: 'Seat belts' },
    seats: { ar: 'المقاعد', en: 'Seats' },
    steering: { ar: 'المقود', en: 'Steering' },
    horn: { ar: 'البوق', en: 'Horn' },
    dashboard_gauges: { ar: 'العدادات ولمبات التحذير', en: 'Gauges and warning lights' },
    air_conditioning: { ar: 'التكييف', en: 'Air conditioning' },
    cleanliness: { ar: 'نظافة المقصورة', en: 'Cabin cleanliness' },
  }),
  safety_equipment: items({
    fire_extinguisher: { ar: 'طفاية الحريق (صالحة)', en: 'Fire extinguisher (in date)' },
    first_aid_kit: { ar: 'حقيبة الإسعافات الأولية', en: 'First aid kit' },
    warning_triangle: { ar: 'مثلث التحذير', en: 'Warning triangle' },
    reflective_vest: { ar: 'السترة العاكسة', en: 'Reflective vest' },
    jack_tools: { ar: 'الرافعة وعدة تغيير الإطار', en: 'Jack and wheel tools' },
  }),
  documents: items({
    registration: { ar: 'استمارة المركبة', en: 'Vehicle registration (istimara)' },
    insurance: { ar: 'وثيقة التأمين', en: 'Insurance certificate' },
    periodic_inspection: { ar: 'شهادة الفحص الدوري', en: 'Periodic inspection certificate' },
    operating_card: { ar: 'بطاقة التشغيل', en: 'Operating card' },
    driver_licence: { ar: 'رخصة القيادة مع السائق', en: 'Driving licence carried' },
  }),
} as const satisfies Record<InspectionArea, Record<string, Label>>;

export type InspectionItem = {
  [A in InspectionArea]: keyof (typeof INSPECTION_ITEMS_BY_AREA)[A];
}[InspectionArea] &
  string;

/** Every item key in checklist order. */
export const INSPECTION_ITEMS = INSPECTION_AREAS.flatMap((area) =>
  Object.keys(INSPECTION_ITEMS_BY_AREA[area]),
) as [InspectionItem, ...InspectionItem[]];

const AREA_OF = new Map<string, InspectionArea>(
  INSPECTION_AREAS.flatMap((area) =>
    Object.keys(INSPECTION_ITEMS_BY_AREA[area]).map((key): [string, InspectionArea] => [key, area]),
  ),
);

export function isInspectionItem(key: string): key is InspectionItem {
  return AREA_OF.has(key);
}

export function inspectionItemArea(key: string): InspectionArea | null {
  return AREA_OF.get(key) ?? null;
}

/** The label of an item key in `lang`; the key itself when unknown. */
export function inspectionItemLabel(key: string, lang: Language): string {
  const area = AREA_OF.get(key);
  if (!area) return key;
  return (INSPECTION_ITEMS_BY_AREA[area] as Record<string, Label>)[key]?.[lang] ?? key;
}

/** The checklist grouped and translated (what `GET /api/driver/inspection-items` returns). */
export function inspectionCatalogue(lang: Language) {
  return INSPECTION_AREAS.map((area) => ({
    area,
    label: INSPECTION_AREA_LABELS[area][lang],
    items: Object.entries(INSPECTION_ITEMS_BY_AREA[area] as Record<string, Label>).map(([key, label]) => ({
      key,
      label: label[lang],
    })),
  }));
}

/**
 * The statement the driver signs under, shown above the signature pad; the report stores the text the
 * driver saw, in the language he saw it.
 */
export const SIGNATURE_STATEMENT: Label = {
  ar: 'أقر بأنني فحصت المركبة بنفسي وأن ما سجلته في هذا التقرير صحيح وكامل.',
  en: 'I confirm that I inspected this vehicle myself and that this report is true and complete.',
};
