import { ChevronDown, ChevronUp, Maximize2, Minimize2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { Noticia } from '../api/get-news';
import { newsDateLabel, PLACEHOLDER_IMAGE } from '../news-format';

// Long posts start folded so the home screen stays scannable on a phone.
const PREVIEW_CHARS = 160;

export function NewsItem({ noticia }: { noticia: Noticia }) {
  const [expanded, setExpanded] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const long = noticia.contenido.length > PREVIEW_CHARS;
  const text = long && !expanded ? `${noticia.contenido.slice(0, PREVIEW_CHARS).trimEnd()}…` : noticia.contenido;

  return (
    <Article aria-labelledby={`noticia-${noticia.id}`}>
      <Figure $open={imageOpen}>
        <img
          src={broken ? PLACEHOLDER_IMAGE : noticia.imagen_url}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
        <ImageToggle
          type="button"
          aria-label={imageOpen ? 'Achicar imagen' : 'Ampliar imagen'}
          aria-pressed={imageOpen}
          onClick={() => setImageOpen((open) => !open)}
        >
          {imageOpen ? <Minimize2 size={18} aria-hidden="true" /> : <Maximize2 size={18} aria-hidden="true" />}
        </ImageToggle>
      </Figure>
      <Body>
        <Meta>{newsDateLabel(noticia.fecha)}</Meta>
        <Title id={`noticia-${noticia.id}`}>{noticia.titulo}</Title>
        {noticia.subtitulo && <Subtitle>{noticia.subtitulo}</Subtitle>}
        <Content>{text}</Content>
        {long && (
          <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'Mostrar menos' : 'Leer más'}
            {expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
          </MoreButton>
        )}
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 14px;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 24px;
    align-items: start;
  }
`;

const Figure = styled.figure<{ $open: boolean }>`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    aspect-ratio: ${({ $open }) => ($open ? 'auto' : '16 / 9')};
    object-fit: ${({ $open }) => ($open ? 'contain' : 'cover')};
  }
`;

const ImageToggle = styled.button`
  position: absolute;
  right: 8px;
  bottom: 8px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(17, 19, 24, 0.6);
  color: #fff;
  cursor: pointer;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Meta = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: 1.15rem;
  font-weight: 750;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.p`
  white-space: pre-line;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const MoreButton = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
  cursor: pointer;
`;
