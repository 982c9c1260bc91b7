// The drill-down screen, its own chunk: fetched only when an admin opens a figure's detail.
export { FigureDetailPage } from './components/figure-detail-page';
