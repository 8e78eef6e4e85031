from lib import V, U, A
def b(x): return "<strong>%s</strong>" % x
def bs(x): return '<span style="font-weight: bold">%s</span>' % x
def vt(x): return '<span class="bbvote">%s</span>' % x
def mq(nick, inner): return "<blockquote><div><cite>%s wrote:</cite>%s</div></blockquote>" % (nick, inner.replace("\n", "<br>"))
class MThread:
    def __init__(self, prefix): self.prefix, self.posts = prefix, []
    def __call__(self, author, body, *labels):
        pid = "%s%03d" % (self.prefix, len(self.posts) + 1)
        self.posts.append((pid, author, body.strip("\n").replace("\n", "<br>"), labels))
