import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import VerticalAlignBottom from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ElementType } from '../../../../document/types';

/** The icon of each element type, in the palette (and wherever a type is shown). */
export const ELEMENT_TYPE_ICONS: Record<ElementType, SvgIconComponent> = {
  text: TextFieldsOutlined,
  image: ImageOutlined,
  button: SmartButtonOutlined,
  container: CheckBoxOutlineBlank,
  header: VerticalAlignTop,
  footer: VerticalAlignBottom,
  menu: MenuOutlined,
  form: ContactMailOutlined,
  list: ViewModuleOutlined,
};
