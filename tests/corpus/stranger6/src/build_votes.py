import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from lib import write
import thread_a, thread_b, thread_c, bare
D = os.path.join(os.path.dirname(__file__), "..", "votes")
write([thread_a.T, thread_b.T, thread_c.T], D + "/posts.jsonl", D + "/expected.jsonl")
write([bare.T], D + "/bare-posts.jsonl", D + "/bare-expected.jsonl")
import mafiascum
M = os.path.join(os.path.dirname(__file__), "..", "mafiascum")
write([mafiascum.T], M + "/posts.jsonl", M + "/expected.jsonl")
