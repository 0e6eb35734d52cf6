/** The demo shop's selectable attributes; options in display order, swatches where they apply. */
export const ATTRIBUTES: { code: string; label: string; inputType: 'select' | 'swatch_visual' | 'swatch_text'; options: [string, string?][] }[] = [
  {
    code: 'brand',
    label: 'Brand',
    inputType: 'select',
    options: [['Apex Forge'], ['Northwind'], ['Linksmith'], ['Caddie & Co'], ['Fairway Labs'], ['Eagle'], ['Titleist']],
  },
  { code: 'gender', label: 'Gender', inputType: 'select', options: [['Men'], ['Women'], ['Junior']] },
  {
    code: 'hand',
    label: 'Hand',
    inputType: 'swatch_text',
    options: [
      ['Right', 'RH'],
      ['Left', 'LH'],
    ],
  },
  { code: 'loft', label: 'Loft', inputType: 'swatch_text', options: [['9°'], ['10.5°'], ['12°'], ['50°'], ['54°'], ['58°']] },
  { code: 'shaft_material', label: 'Shaft', inputType: 'select', options: [['Steel'], ['Graphite']] },
  {
    code: 'flex',
    label: 'Flex',
    inputType: 'swatch_text',
    options: [
      ['Ladies', 'L'],
      ['Senior', 'A'],
      ['Regular', 'R'],
      ['Stiff', 'S'],
      ['X-Stiff', 'X'],
    ],
  },
  { code: 'size', label: 'Size', inputType: 'swatch_text', options: [['S'], ['M'], ['L'], ['XL']] },
  {
    code: 'color',
    label: 'Colour',
    inputType: 'swatch_visual',
    options: [
      ['Red', '#b91c1c'],
      ['Navy', '#1e3a8a'],
      ['Black', '#111827'],
      ['White', '#f8fafc'],
      ['Pink', '#db2777'],
    ],
  },
];

export const GIFT_CARD_TEMPLATES = [
  { templateName: 'Happy Birthday', notes: 'Confetti on orange', styleColor: '#ea580c', textColor: '#ffffff', designPattern: 'confetti' },
  { templateName: 'Thank You', notes: 'Fairway stripes', styleColor: '#166534', textColor: '#ffffff', designPattern: 'stripes' },
  { templateName: 'Season’s Greetings', notes: 'Snowflakes on navy', styleColor: '#1e3a8a', textColor: '#f8fafc', designPattern: 'snowflakes' },
];
