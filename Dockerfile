FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /srv/panorama

# Exactly the locked versions, each checked against its hash; then the project itself, whose
# build backend is in the lock too.
COPY requirements/app.txt ./requirements/app.txt
RUN pip install --require-hashes -r requirements/app.txt
COPY pyproject.toml README.md ./
COPY app ./app
COPY clients/python ./clients/python
RUN pip install --no-deps --no-build-isolation . ./clients/python

COPY alembic.ini ./
COPY migrations ./migrations
COPY templates ./templates
COPY static ./static

RUN useradd --system --home /srv/panorama panorama && mkdir -p /data && chown panorama /data
USER panorama
ENV DATABASE_URL=sqlite:////data/panorama.db
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/api/health').status != 200)"
CMD ["python", "-m", "app", "serve", "--host", "0.0.0.0", "--port", "8000", "--migrate"]
