# Het regelboek van Othello: hoofdstuktitels en teksten per stap (src/lessons/othello.rs).

lesson-othello-start = Het bord en de beginstelling
lesson-othello-start-1 = Othello wordt gespeeld op een bord van 8 bij 8 vakjes, met schijven die aan de ene kant zwart en aan de andere kant wit zijn. De partij begint met vier schijven in het midden, twee van elke kleur, kruiselings geplaatst.
lesson-othello-start-2 = Zwart begint. Bij een zet leg je een nieuwe schijf naast een schijf van de tegenstander, zo dat een rechte rij schijven van de tegenstander eindigt bij een schijf van jezelf. In de beginstelling heeft Zwart precies vier zetten: c4, d3, e6 en f5.
lesson-othello-start-3 = Jij bent aan de beurt: je speelt met Zwart. Leg een schijf op een van de vier vakjes waarmee je een witte schijf omdraait.
lesson-othello-flips = Een zet en wat hij omdraait
lesson-othello-flips-1 = Zwart speelt d3. De witte schijf op d4 ligt nu ingesloten tussen de nieuwe schijf en de zwarte schijf op d5, en wordt dus omgedraaid naar zwart.
lesson-othello-flips-2 = Zwart speelt in plaats daarvan f5. Nu zit de schijf op e5 ingesloten tussen f5 en d5 en wordt zwart. Alleen schijven in een gesloten rij draaien om, verder niets.
lesson-othello-flips-3 = Na f5 is Wit aan zet, en Wit heeft precies drie zetten: d6, f4 en f6. Elk daarvan sluit een rij zwarte schijven af met een witte.
lesson-othello-flips-4 = Speel nu de zet van Wit op f6. Die draait de zwarte schijf op e5 weer om naar wit.
lesson-othello-directions = Meerdere richtingen tegelijk
lesson-othello-directions-1 = Een zet draait schijven om in elke richting waarin een rij wordt afgesloten. Zwart c6 draait b6, b5, d7, c5 en c4 om: vijf schijven in vier richtingen. De rij in de richting van f6 blijft wit, want f6 is leeg en niets sluit die rij af.
lesson-othello-directions-2 = Zoek het vakje waar één zwarte schijf negen witte schijven omdraait, minstens één in elk van de acht richtingen.
lesson-othello-chain = Geen kettingreactie
lesson-othello-chain-1 = Zwart speelt a5 en draait b5 en c5 om. Kijk naar c4: die ligt nu tussen de nieuwe zwarte c5 en c3, maar blijft wit. Schijven die tijdens een zet omgedraaid worden, draaien zelf nooit iets om.
lesson-othello-chain-2 = Zelfde bord: zoek de zet die c4 wél omdraait, samen met c5. De rij moet eindigen bij een schijf die al zwart was.
lesson-othello-pass = Passen
lesson-othello-pass-1 = Wit kan geen zet doen: de enige zwarte schijf ligt in de hoek, waar niets hem kan insluiten. Een speler zonder zet moet passen, en de beurt gaat terug naar Zwart.
lesson-othello-pass-2 = Zwart heeft nog één zet. Speel hem: hij draait de laatste schijf van Wit om, en wie geen schijven meer heeft, heeft verloren.
lesson-othello-pass-3 = Een speler kan meerdere keren achter elkaar passen. Hier moet Wit passen, Zwart speelt c1, Wit moet weer passen, en daarna beëindigt Zwart de partij met c8.
lesson-othello-end = Het einde en de telling
lesson-othello-end-1 = De partij is afgelopen als geen van beide spelers nog een zet kan doen, hier met b1 nog leeg. Zwart heeft 34 schijven en Wit 29, en het lege vakje telt voor de winnaar: Zwart wint met 35 tegen 29.
lesson-othello-end-2 = Is het bord vol met evenveel schijven van elke kleur, 32 tegen 32, dan is het remise.
lesson-othello-end-3 = Heeft een kleur geen schijven meer, dan is de partij meteen afgelopen. Hier heeft Wit er geen meer, en Zwart wint met 64 tegen 0: alle lege vakjes gaan naar de winnaar.
lesson-othello-end-4 = Er is nog één vakje over. Vul het en win de partij.
