export { DocumentsWidget, type DocumentsWidgetProps } from './documents-widget';
