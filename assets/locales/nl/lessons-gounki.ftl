# Het regelboek van Gounki in het Nederlands (src/lessons/gounki.rs): één titel per
# hoofdstuk en één tekst per stap. Vakjes (g6) staan geschreven zoals op het bord.

## Opstelling en doel

lesson-gounki-start = Opstelling en doel
lesson-gounki-start-1 = Elke speler heeft 8 ronde en 8 vierkante stukken op zijn eerste twee rijen: de vierkante op de donkere vakjes, de ronde op de lichte.
    Wit begint. Je wint door een stuk voorbij de overkant van het bord te brengen, achter de achterste rij van je tegenstander.
lesson-gounki-start-2 = Stukken gaan alleen vooruit of opzij, nooit terug. Begin de partij: zet een van je stukken op het lege vakje d3.
    Drie verschillende stukken kunnen daar komen.

## Ronde en vierkante stukken

lesson-gounki-single = Ronde en vierkante stukken
lesson-gounki-single-1 = Een rond stuk zet één vakje schuin vooruit: het ronde stuk op d3 kan naar c4 of e4.
    Een vierkant stuk zet één vakje recht, vooruit of opzij: het vierkante stuk op f3 kan naar f4, e3 of g3.
lesson-gounki-single-2 = Jij bent aan zet: zet een stuk op e3. Maar één van je twee stukken kan daar komen.

## Stapels

lesson-gounki-stacks = Stapels
lesson-gounki-stacks-1 = Zet je een stuk op een eigen stuk, dan vormen ze samen een stapel. Hier klimt het ronde stuk van c3 op het vierkante stuk op d4: zo ontstaat een vierkant-rond.
    Een stapel telt nooit meer dan drie stukken.
lesson-gounki-stacks-2 = Een stapel zet zoveel stappen als hij stukken van één soort heeft. Een dubbel rond loopt als een rond stuk, maar één of twee stappen: vanaf d3 haalt het f5 in één beurt.
    Een driedubbel rond gaat tot drie stappen; een dubbel vierkant twee en een driedubbel vierkant drie rechte stappen.
lesson-gounki-stacks-3 = Een gemengde stapel loopt als rond stuk of als vierkant stuk, nooit allebei in één zet. De vierkant-rond op d4 heeft van elk één, dus hij zet één stap:
    schuin naar c5 of e5, of recht naar c4, d5 of e4.
lesson-gounki-stacks-4 = De stapel op d3 heeft twee vierkante stukken en één rond: hij zet tot twee stappen als vierkant, of één stap als rond.
    Zet hem twee vakjes vooruit, naar d5.

## Niet springen, niet afbuigen

lesson-gounki-paths = Niet springen, niet afbuigen
lesson-gounki-paths-1 = Een stapel springt nooit over een stuk heen, van jou of van je tegenstander. Je vierkante stuk op e4 staat in de weg: het dubbel rond mag op e4 stoppen en een stapel van drie maken, maar f5 haalt het niet.
    Ook d5 haalt het niet: een stapel verandert tijdens een zet nooit van richting.
lesson-gounki-paths-2 = De weg naar rechts is versperd. Zet het dubbel rond zo ver als het kan de andere kant op, naar b5.

## Terugkaatsen

lesson-gounki-rebound = Terugkaatsen
lesson-gounki-rebound-1 = Aan de rand van het bord kaatst een stapel terug, als een bal tegen een muur. Het driedubbel rond op f3 gaat naar g4, naar h5, en kaatst dan tegen de rechterrand terug naar g6.
    De vakjes die het passeert, g4 en h5, moeten leeg zijn.
lesson-gounki-rebound-2 = Voor Zwart werkt het net zo. De zwarte stapel op b4 heeft twee ronde stukken en een vierkant: als dubbel rond gaat hij naar a3, kaatst tegen de linkerrand en landt op b2.
    Het terugkaatsen kost geen extra stap.
lesson-gounki-rebound-3 = Een stapel mag terugkaatsen naar zijn eigen kolom: deze rond-rond-vierkant gaat van b4 naar a5 en kaatst dan terug naar b6.
    Een los stuk kaatst nooit terug, want het heeft een tweede stap nodig om terug te kaatsen.
lesson-gounki-rebound-4 = Jij bent aan zet: laat het driedubbel rond op c1 zo tegen de linkerrand kaatsen dat het op b4 landt.
lesson-gounki-rebound-5 = Ook vierkante stukken kaatsen terug als ze opzij schuiven. Het driedubbel vierkant op b1 schuift naar a1 en komt meteen terug op b1.
    Op die manier doorgaan naar c1 levert niets nieuws op: het kan ook rechtstreeks naar c1 stappen.

## De nulzet

lesson-gounki-null = De nulzet
lesson-gounki-null-1 = Het dubbel vierkant op g2 schuift naar h2 en kaatst terug naar g2. Er verandert niets op het bord: met deze nulzet sla je je beurt over.
    Dat kan alleen als h2 leeg is.
lesson-gounki-null-2 = Sla je beurt over met een nulzet. Het ronde stuk op h2 blokkeert het dubbel vierkant op g2, dus gebruik je andere dubbel vierkant.

## Slaan

lesson-gounki-capture = Slaan
lesson-gounki-capture-1 = Zet je op een vijandelijke stapel, dan sla je die helemaal. Hier kaatst het dubbel rond op g2 bij h3 tegen de rand en slaat het zwarte vierkante stuk op g4.
    Na een slag is de zet afgelopen, en slaan is nooit verplicht.
lesson-gounki-capture-2 = Elke stapel kan elke stapel slaan: de grootte maakt niet uit. Je losse ronde stuk kan twee verschillende zwarte stapels slaan.
    Sla die met drie stukken.

## Ontplooiingen

lesson-gounki-deploy = Ontplooiingen
lesson-gounki-deploy-1 = In plaats van te zetten kan een stapel van twee of drie stukken zich ontplooien: hij valt uiteen en laat op elk vakje waar hij langs stapt één stuk achter.
    Het dubbel rond op d4 laat een rond stuk achter op c5 en nog een op b6. Het kan ook naar e5 en f6.
lesson-gounki-deploy-2 = Een dubbel vierkant ontplooit zich in een rechte lijn: naar links op d2 en c2, vooruit op e3 en e4, of naar rechts op f2 en g2.
    Ontplooi het zo dat het laatste stuk op g2 landt.
lesson-gounki-deploy-3 = Een driedubbel rond laat drie ronde stukken achter langs één diagonaal. Vanaf d4 zet het ze op e5, f6 en g7, of op c5, b6 en a7.
lesson-gounki-deploy-4 = Ook ontplooiingen kaatsen tegen de rand. Het driedubbel rond op f3 laat ronde stukken achter op g4 en h5, kaatst tegen de rechterrand en zet zijn laatste ronde stuk op g6.
lesson-gounki-deploy-5 = Een driedubbel vierkant ontplooit zich in één richting: naar links, vooruit of naar rechts. Hier laat het vierkante stukken achter op d5, d6 en d7.
lesson-gounki-deploy-6 = Een ontplooiing van vierkante stukken kan over haar eigen weg terugkaatsen. Het driedubbel vierkant op c1 laat stukken achter op b1 en a1, kaatst terug en zet zijn laatste vierkante stuk weer op b1.
    Zo komen er op b1 twee vierkante stukken te staan.
lesson-gounki-deploy-7 = Een ontplooiing mag zelfs terugkaatsen naar het eigen beginvakje. Het driedubbel vierkant op b1 laat een stuk achter op a1, kaatst terug, zet een stuk op het inmiddels lege b1 en eindigt op c1.

## Gemengde stapels ontplooien

lesson-gounki-mixed = Gemengde stapels ontplooien
lesson-gounki-mixed-1 = Een gemengde stapel ontplooit eerst al zijn vierkante stukken en daarna de ronde, of eerst al zijn ronde stukken en daarna de vierkante.
    Elke groep kiest zijn eigen richting: de vierkant-rond op d4 zet zijn vierkante stuk op d5 en daarna zijn ronde stuk op e6.
lesson-gounki-mixed-2 = De rond-rond-vierkant op d4 zet zijn vierkante stuk op d5, en daarna gaan beide ronde stukken langs één diagonaal, naar c6 en b7.
    De twee ronde stukken van een groep gaan nooit uiteen in verschillende richtingen.
lesson-gounki-mixed-3 = De zwarte stapel op b4 ontplooit eerst zijn ronde stukken: een rond stuk op a3, terugkaatsen, een rond stuk op b2. Daarna gaat het vierkante stuk naar links, naar a2.
    Dit voorbeeld komt uit het officiële regelboekje.
lesson-gounki-mixed-4 = De vierkant-vierkant-rond op d4 begint met zijn ronde stuk, op e5. Van daaruit gaan beide vierkante stukken naar links, naar d5 en c5.
lesson-gounki-mixed-5 = Ontplooi de vierkant-vierkant-rond op b4 zo dat het laatste stuk op a5 landt. De vierkante stukken kunnen naar links naar a4 en terugkaatsen op b4.
    Het zwarte stuk op b5 verspert de andere weg.

## Wat een ontplooiing niet mag

lesson-gounki-limits = Wat een ontplooiing niet mag
lesson-gounki-limits-1 = Een ontplooiing mag een stuk op een eigen stapel zetten, zolang geen enkele stapel meer dan drie stukken krijgt.
    Het driedubbel rond op f3 zet stukken op e4, op je vierkante stuk op d5, en op c6. Met een gewone zet had het niet langs d5 gekund.
lesson-gounki-limits-2 = Een ontplooiing landt nooit op een vijandelijk stuk: met een zwart vierkant stuk op g6 kan het driedubbel rond op f3 niet via g4 en h5 naar g6 ontplooien.
    Met een gewone zet mag het daar wel heen, en dan slaat het.
lesson-gounki-limits-3 = Ontplooi de vierkant-rond op d4 zo dat het laatste stuk op d5 landt. De zwarte stukken op c4, c5 en e5 versperren drie van de vier wegen daarheen.

## Winnen door het bord te verlaten

lesson-gounki-exit = Winnen door het bord te verlaten
lesson-gounki-exit-1 = Breng een stuk voorbij de overkant van het bord en je wint meteen. Het dubbel rond op e7 stapt naar de laatste rij en dan van het bord af.
    Het vakje dat het onderweg passeert, moet leeg zijn.
lesson-gounki-exit-2 = Een ontplooiing kan een stapel verder brengen dan een gewone zet. Met een zet kan deze stapel vanaf a6 het bord niet verlaten, maar ontplooien kan wel:
    het vierkante stuk op a7, een rond stuk op b8, en het laatste ronde stuk stapt van het bord af. Win de partij.

## Winnen door te slaan

lesson-gounki-wipe = Winnen door te slaan
lesson-gounki-wipe-1 = Sla je het laatste stuk van je tegenstander, dan win je ook. Zwart heeft nog één vierkant stuk, op e5: win de partij.

## Remise

lesson-gounki-draw = Remise
lesson-gounki-draw-1 = Vierkante stukken kunnen eindeloos naar links en rechts schuiven. Komt dezelfde stelling voor de derde keer terug, met dezelfde speler aan zet, dan is het remise.
    Je kunt ook samen remise afspreken, of opgeven.
lesson-gounki-draw-2 = Schuif niet heen en weer als je kunt winnen. Je vierkante stuk op c8 staat één stap van het doel: win de partij.
