import styled from 'styled-components';

/** A list of rows one under the other, 8 px apart, without bullets or indent: Mis Turnos, a day's classes, a roster. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
