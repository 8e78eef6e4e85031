import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from lib import Thread, write
import g1, g2, bare, ms

OUT = os.path.join(os.path.dirname(__file__), "..")

ROSTER_RU = """# Игра: «Стальной алхимик», 15 игроков. Ведущий (ГМ): Смотритель — не игрок.
Капитан Немо | Немо
Kapitan_Flint | Флинт
Мята | Мятка
Ёжик в тумане | Ёжик | Ёж
Alex77 | Алекс
Alexa | Алекса
Доктор Зло | Док
Штирлиц
Тётя Мотя | Мотя
Сёмга_13 | Сёмга
Lucky Strike | Лаки
Вишня | Вишенка
Gandalf | Гэндальф
Кузьмич | Кузя
Лиса Алиса | Алиса
"""

ROSTER_MS = """# 12 players; moderator: Marrowmod (not a player)
Saltmarsh | Salt
Ythan
PenguinOverlord | PO | Penguin
kittykat94 | kk | kitty
Dunnock
Mr. Flibble | Flibble
Orangebeard | OB
Aurelian | Aure
Verity
zeroSum | zS
Veridian
LadyMacbeth | Lady | LM
"""

t = Thread(884100, seed=4)
g1.add(t)
t.next += 57
g2.add(t)
v = os.path.join(OUT, "votes")
open(os.path.join(v, "roster.txt"), "w", encoding="utf-8").write(ROSTER_RU)
write(t, os.path.join(v, "posts.jsonl"), os.path.join(v, "expected.jsonl"))

b = Thread(902310, seed=44)
bare.add(b)
write(b, os.path.join(v, "bare-posts.jsonl"), os.path.join(v, "bare-expected.jsonl"))

m = Thread(10241000, seed=444)
ms.add(m)
mdir = os.path.join(OUT, "mafiascum")
open(os.path.join(mdir, "roster.txt"), "w", encoding="utf-8").write(ROSTER_MS)
write(m, os.path.join(mdir, "posts.jsonl"), os.path.join(mdir, "expected.jsonl"))
print("russian", len(t.posts), "bare", len(b.posts), "mafiascum", len(m.posts))
