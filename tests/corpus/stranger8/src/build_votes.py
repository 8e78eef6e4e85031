import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from ru_lib import write
from thread_a import A
from thread_b import B
from bare import C
OUT = os.path.join(os.path.dirname(__file__), "..", "votes")
ROSTER = """Кот Баюн | Баюн | Кот-Баюн
Кот Учёный | Кот Ученый | Учёный | Ученый
Лиса Алиса | Лиса
Alisa
Doc_Holliday | Doc Holliday | Doc | Док | Холлидей
Старый Мельник | Мельник
Nightingale | Соловей | Найтингейл
Тётя Мотя | Тетя Мотя | Мотя
Гроза Морей | Гроза
ZmeY_Gorynych | Zmey Gorynych | Змей Горыныч | Змей | Горыныч
Ирбис
Пётр Первый | Петр Первый | Пётр | Петр | Петя
Mr. Black | Mr Black | Black | Мистер Блэк | Блэк
Северянка
Ярослава | Яра
"""
write([A, B], os.path.join(OUT, "posts.jsonl"), os.path.join(OUT, "expected.jsonl"))
write([C], os.path.join(OUT, "bare-posts.jsonl"), os.path.join(OUT, "bare-expected.jsonl"))
open(os.path.join(OUT, "roster.txt"), "w", encoding="utf-8").write(ROSTER)
print(len(A.posts), len(B.posts), len(C.posts))
