export { Tag, tagSizes, tagTones, type TagProps, type TagSize, type TagTone } from './Tag';
