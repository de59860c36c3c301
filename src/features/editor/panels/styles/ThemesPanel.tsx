/** « Thèmes » of « Styles du site ». */
export default function ThemesPanel() {
  return null;
}
