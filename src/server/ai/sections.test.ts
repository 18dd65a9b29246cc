import { describe, expect, it } from 'vitest';
import { splitSections } from './sections.ts';

const HTML =
  '<p>Le dépôt de garantie couvre les manquements du locataire.</p>' +
  '<section><h2>Location vide</h2><section><h3>Restitution</h3><section><h4>État des lieux conforme</h4>' +
  '<p><strong>Délai</strong></p><p>Le dépôt de garantie doit être restitué dans un délai maximal de 1 mois.</p></section>' +
  '<section><h4>Démarche du locataire</h4><p>Le locataire met en demeure le propriétaire :</p><ul><li>par lettre recommandée,</li><li>ou par acte d&#39;huissier.</li></ul></section></section></section>' +
  '<section><h2>Voir aussi</h2><ul><li><a href="/library/documents/vdd-F1">État des lieux de sortie dans un contrat</a></li></ul></section>' +
  '<section><h2>Où s’adresser ?</h2><ul><li><p><strong>Agence départementale pour l&#39;information sur le logement (Adil)</strong></p></li></ul></section>';

describe('a sheet cut into sections', () => {
  it('gives each section the path of its headings and its own passages, lists joined to their sentence; link lists are left out', () => {
    const sections = splitSections(HTML);
    expect(sections.map((s) => [s.kind, s.path.join(' › ')])).toEqual([
      ['text', ''],
      ['text', 'Location vide › Restitution › État des lieux conforme'],
      ['text', 'Location vide › Restitution › Démarche du locataire'],
      ['contacts', 'Où s’adresser ?'],
    ]);
    expect(sections[1]?.passages.map((p) => p.text)).toEqual([
      'Le dépôt de garantie doit être restitué dans un délai maximal de 1 mois.',
    ]);
    expect(sections[2]?.passages[0]?.text).toBe(
      "Le locataire met en demeure le propriétaire : par lettre recommandée ; ou par acte d'huissier.",
    );
    expect(sections[3]?.passages[0]?.text).toBe("Agence départementale pour l'information sur le logement (Adil)");
  });

  it('leaves out a news notice boxed under a title of its own, and keeps the standing « Attention » cautions', () => {
    const html =
      '<aside class="warning"><p><strong>Coronavirus : adaptation du droit du travail</strong></p><p>L&#39;ordonnance n°2020-323 du 25 mars 2020 permet d&#39;imposer 6 jours de congé.</p></aside>' +
      '<p>L&#39;employeur peut refuser une demande de départ en congé du salarié.</p>' +
      '<aside class="warning"><p><strong>Attention</strong></p><p>Le refus de l&#39;employeur ne doit pas être abusif.</p></aside>';
    expect(splitSections(html).flatMap((s) => s.passages.map((p) => p.text))).toEqual([
      "L'employeur peut refuser une demande de départ en congé du salarié.",
      "Le refus de l'employeur ne doit pas être abusif.",
    ]);
  });

  it('keeps list items that begin with a capital, which no line case tells from a heading', () => {
    const html =
      '<section><h2>Sur place</h2><p>Vous devez fournir au guichet :</p><ul><li>Formulaire Cerfa 14069 rempli</li>' +
      '<li><p>Copie du justificatif d&#39;identité</p></li></ul><p>Demandes prioritaires</p></section>';
    expect(splitSections(html)[0]?.passages.map((p) => p.text)).toEqual([
      "Vous devez fournir au guichet : Formulaire Cerfa 14069 rempli ; Copie du justificatif d'identité.",
    ]);
  });

  it('reads a table a row a line, each value with its column heading, rowspans carried down', () => {
    const html =
      '<section><h2>Montant</h2><table><caption>Montants</caption><thead><tr><th>Durée</th><th>Niveau</th><th>Montant</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">8h par semaine</td><td>Niveau 2</td><td>401,97 €</td></tr>' +
      '<tr><td>Niveau 3</td><td>513,86 €</td></tr></tbody></table></section>';
    expect(splitSections(html)[0]?.passages.map((p) => p.text)).toEqual([
      '8h par semaine — Niveau : Niveau 2 ; Montant : 401,97 €.',
      '8h par semaine — Niveau : Niveau 3 ; Montant : 513,86 €.',
    ]);
  });

  it('parts the paragraphs and list items of a cell by commas, an introduction by its colon', () => {
    const html =
      '<section><h2>Pièces</h2><table><tbody><tr><td>Passeport périmé</td><td><p>À fournir :</p><ul><li>Ancien passeport</li>' +
      '<li>Photo d’identité</li><li>Timbre fiscal : 25 €.</li></ul><p>+ Justificatif de nationalité</p></td></tr></tbody></table></section>';
    expect(splitSections(html)[0]?.passages.map((p) => p.text)).toEqual([
      'Passeport périmé — À fournir : Ancien passeport, Photo d’identité, Timbre fiscal : 25 € + Justificatif de nationalité.',
    ]);
  });

  it('numbers passages in reading order across sections', () => {
    const positions = splitSections(HTML).flatMap((s) => s.passages.map((p) => p.position));
    expect(positions).toEqual(positions.map((_, i) => i));
  });

  it('reads the « Définitions » as a glossary, each term with what it means', () => {
    const [glossary] = splitSections(
      '<section><h2>Définitions</h2><dl><dt>Logement suroccupé</dt><dd><p>Logement dont la surface habitable est inférieure à 9 m² pour 1 personne seule.</p></dd>' +
        '<dt>Jeune couple</dt><dd><p>2 personnes mariées ou pacsées, sans enfant, dont les âges ne dépassent pas 55 ans en tout.</p></dd></dl></section>',
    );
    expect(glossary?.kind).toBe('glossary');
    expect(glossary?.passages.map((p) => p.text)).toEqual([
      'Logement suroccupé : Logement dont la surface habitable est inférieure à 9 m² pour 1 personne seule.',
      'Jeune couple : 2 personnes mariées ou pacsées, sans enfant, dont les âges ne dépassent pas 55 ans en tout.',
    ]);
  });
});
