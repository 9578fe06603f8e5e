export { Pagination, pageRange, type PaginationProps } from './Pagination';
