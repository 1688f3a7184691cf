/**
 * The structures CAT tools write back, in the shapes the XLIFF 1.2 and 2.0 specifications and Okapi's documentation
 * give: the whole text is read, exactly, or the unit is refused with its reason.
 */
import { describe, expect, it } from "vitest";
import { planUnits } from "../model/transfer";
import { readExchangeFile } from "./read-file";
import type { ReadUnit } from "./units";

const xliff20 = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
 <file id="f1">
${units}
 </file>
</xliff>`;

const xliff12 = (units: string, namespaces = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"${namespaces}>
 <file original="messages" source-language="en" target-language="de" datatype="plaintext">
  <body>
${units}
  </body>
 </file>
</xliff>`;

function units(text: string): Map<string, ReadUnit> {
  const outcome = readExchangeFile("translations-de.xlf", text, "de");
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
  return new Map(outcome.units.map((unit) => [unit.key, unit]));
}

describe("XLIFF 2.0 units a tool split into segments", () => {
  it("joins segments and ignorables, the white space between sentences included", () => {
    const read = units(
      xliff20(`  <unit id="intro" name="intro">
   <segment id="s1" state="translated">
    <source>Save the file.</source>
    <target>Speichern Sie die Datei.</target>
   </segment>
   <ignorable>
    <source>  </source>
   </ignorable>
   <segment id="s2" state="translated">
    <source>Then close <ph id="1" disp="{name}" equiv="{name}"/>.</source>
    <target>Schließen Sie dann <ph id="1" disp="{name}" equiv="{name}"/>.</target>
   </segment>
  </unit>`),
    );
    expect(read.get("intro")).toEqual({
      id: "intro",
      key: "intro",
      source: "Save the file.  Then close {name}.",
      target: "Speichern Sie die Datei.  Schließen Sie dann {name}.",
      draft: false,
    });
  });

  it("puts each target where its order attribute says (the specification's reordering)", () => {
    const read = units(
      xliff20(`  <unit id="k">
   <segment id="1"><source>Sentence A.</source><target order="3">Phrase A.</target></segment>
   <ignorable><source> </source></ignorable>
   <segment id="2"><source>Sentence B.</source><target order="1">Phrase B.</target></segment>
  </unit>`),
    );
    expect(read.get("k")?.target).toBe("Phrase B. Phrase A.");
    expect(read.get("k")?.source).toBe("Sentence A. Sentence B.");
  });

  it("reads a tag a tool split across segments as start and end codes", () => {
    const read = units(
      xliff20(`  <unit id="k" name="k">
   <segment><source><sc id="1" disp="&lt;b&gt;" equiv="&lt;b&gt;"/>One.</source><target><sc id="1" equiv="&lt;b&gt;"/>Eins.</target></segment>
   <ignorable><source> </source><target>&#9;</target></ignorable>
   <segment><source>Two <ph id="2" equiv="{n}"/><ec startRef="1" equiv="&lt;/b&gt;"/></source><target>Zwei <ph id="2"/><ec startRef="1"/></target></segment>
  </unit>`),
    );
    expect(read.get("k")).toMatchObject({ source: "<b>One. Two {n}</b>", target: "<b>Eins.\tZwei {n}</b>" });
    expect(read.get("k")?.problem).toBeUndefined();
  });

  it("refuses a unit whose segments are translated only in part, naming the segment", () => {
    const read = units(
      xliff20(`  <unit id="k">
   <segment id="a"><source>One.</source><target>Eins.</target></segment>
   <ignorable><source> </source></ignorable>
   <segment id="b"><source>Two.</source></segment>
  </unit>`),
    );
    expect(read.get("k")?.problem).toEqual({ code: "incompleteTarget", segment: "b" });
    const rows = [{ key: "k", source: "One. Two.", value: "", translated: false, haystack: "" }];
    const change = planUnits([...read.values()], rows, "de").changes[0];
    expect(change.refusal).toEqual({ code: "incompleteTarget", segment: "b", unit: "k" });
  });

  it("reads a unit none of whose segments has a target as untranslated", () => {
    const read = units(
      xliff20(`  <unit id="k"><segment><source>One.</source></segment><segment><source>Two.</source></segment></unit>`),
    );
    expect(read.get("k")).toMatchObject({ target: "", draft: false });
  });

  it("marks a unit as needing review when any of its translated segments is still initial", () => {
    const read = units(
      xliff20(`  <unit id="k">
   <segment state="final"><source>One.</source><target>Eins.</target></segment>
   <segment state="initial"><source> Two.</source><target> Zwei.</target></segment>
  </unit>`),
    );
    expect(read.get("k")).toMatchObject({ target: "Eins. Zwei.", draft: true });
  });

  it("reads a character XML cannot hold from <cp>, and refuses a <cp> that names none", () => {
    const read = units(
      xliff20(`  <unit id="a"><segment><source>A<cp hex="000B"/>B</source><target>X<cp hex="1"/>Y<cp hex="FFFF"/></target></segment></unit>
  <unit id="b"><segment><source>A</source><target>X<cp hex="D800"/></target></segment></unit>`),
    );
    expect(read.get("a")).toMatchObject({ source: "A\u000bB", target: "X\u0001Y\uffff" });
    expect(read.get("b")?.problem).toEqual({ code: "badCharacter", hex: "D800" });
  });
});

describe("XLIFF 1.2 with sentence segments (Okapi, Trados)", () => {
  it('reads a target split into <mrk mtype="seg"> with the white space between them', () => {
    const read = units(
      xliff12(`   <trans-unit id="k" resname="k" xml:space="preserve">
    <source>First sentence. Second <ph id="1" ctype="x-icu-argument">{name}</ph>.</source>
    <seg-source><mrk mid="0" mtype="seg">First sentence.</mrk> <mrk mid="1" mtype="seg">Second <ph id="1" ctype="x-icu-argument">{name}</ph>.</mrk></seg-source>
    <target xml:lang="de" state="translated"><mrk mid="0" mtype="seg">Erster Satz.</mrk>  <mrk mid="1" mtype="seg">Zweiter <ph id="1" ctype="x-icu-argument">{name}</ph>.</mrk></target>
   </trans-unit>`),
    );
    expect(read.get("k")).toEqual({
      id: "k",
      key: "k",
      source: "First sentence. Second {name}.",
      target: "Erster Satz.  Zweiter {name}.",
      draft: false,
    });
  });

  it("reads an SDLXLIFF-style unit: foreign elements skipped, <g> codes taken from the source", () => {
    const read = units(
      xliff12(
        `   <trans-unit id="u1" resname="k">
    <source><g id="3">Bold</g> text</source>
    <seg-source><mrk mtype="seg" mid="1"><g id="3">Bold</g> text</mrk></seg-source>
    <target><mrk mtype="seg" mid="1"><g id="3">Fett</g>er Text</mrk></target>
    <sdl:seg-defs><sdl:seg id="1" conf="Translated"/></sdl:seg-defs>
   </trans-unit>`,
        ' xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0"',
      ),
    );
    expect(read.get("k")).toMatchObject({ source: "Bold text", target: "Fetter Text" });
  });

  it("keeps the white space a translator typed between codes they reordered", () => {
    const read = units(
      xliff12(`   <trans-unit id="k" xml:space="preserve">
    <source><ph id="1" ctype="x-icu-argument">{a}</ph> and <bpt id="2" ctype="x-html-tag">&lt;b&gt;</bpt><ph id="3" ctype="x-icu-argument">{b}</ph><ept id="2">&lt;/b&gt;</ept></source>
    <target><bpt id="2" ctype="x-html-tag">&lt;b&gt;</bpt><ph id="3" ctype="x-icu-argument">{b}</ph><ept id="2">&lt;/b&gt;</ept>  \t<ph id="1" ctype="x-icu-argument">{a}</ph> </target>
   </trans-unit>`),
    );
    expect(read.get("k")?.target).toBe("<b>{b}</b>  \t{a} ");
  });

  it("does the same in XLIFF 2.0, with codes that carry no text of their own", () => {
    const read = units(
      xliff20(`  <unit id="k"><segment>
   <source><ph id="1" equiv="{a}"/> and <pc id="2" equivStart="&lt;b&gt;" equivEnd="&lt;/b&gt;"><ph id="3" equiv="{b}"/></pc></source>
   <target><pc id="2"><ph id="3"/></pc> <ph id="1"/></target>
  </segment></unit>`),
    );
    expect(read.get("k")).toMatchObject({ target: "<b>{b}</b> {a}" });
    expect(read.get("k")?.problem).toBeUndefined();
  });

  it("reads only a unit's own target, not the targets of its alternative translations", () => {
    const read = units(
      xliff12(`   <trans-unit id="k"><source>Save</source><target>Sichern</target>
    <alt-trans match-quality="80"><source>Save</source><target>Speichern</target></alt-trans></trans-unit>`),
    );
    expect(read.get("k")?.target).toBe("Sichern");
  });
});
